import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limiter.ts'
import { resolveInside } from './static-files.ts'

describe('createRateLimiter', () => {
  it('allows the burst, refuses beyond it and refills over time', () => {
    let now = 0
    const limiter = createRateLimiter(() => now)
    const results = Array.from({ length: 61 }, () => limiter.take('1.2.3.4', 'auth'))
    expect(results.filter(Boolean)).toHaveLength(60)
    expect(limiter.take('5.6.7.8', 'auth')).toBe(true)
    now += 1_000
    expect(limiter.take('1.2.3.4', 'auth')).toBe(true)
  })
})

describe('resolveInside', () => {
  it('stays inside the root', () => {
    expect(resolveInside('/srv/web', '/assets/app.js')).toBe('/srv/web/assets/app.js')
    expect(resolveInside('/srv/web', '/../etc/passwd')).toBeUndefined()
    expect(resolveInside('/srv/web', '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined()
    expect(resolveInside('/srv/web', '/%E0%A4%A')).toBeUndefined()
  })
})
