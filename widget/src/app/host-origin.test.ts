import { describe, expect, it } from 'vitest'
import { hostOriginFrom } from './host-origin.ts'

describe('hostOriginFrom', () => {
  it('reads the host origin from the fragment', () => {
    expect(hostOriginFrom('#host=https%3A%2F%2Fshop.example.org')).toBe('https://shop.example.org')
  })

  it('refuses anything that is not a bare origin', () => {
    expect(hostOriginFrom('')).toBeNull()
    expect(hostOriginFrom('#host=')).toBeNull()
    expect(hostOriginFrom('#host=https%3A%2F%2Fshop.example.org%2Fpath')).toBeNull()
    expect(hostOriginFrom('#host=null')).toBeNull()
  })
})
