import { describe, expect, it } from 'vitest'
import { freeCreditsNote } from './pricing.ts'

describe('freeCreditsNote', () => {
  it('writes the credits as the prices are written, with thousands separators (issue 43, item 14)', () => {
    expect(freeCreditsNote({ interval: 'annual', freeCreditsUsd: 1_200 })).toBe(
      '$1,200 of free credits added to your balance when you subscribe.',
    )
  })

  it('says the free plan’s credits come with a new organization', () => {
    expect(freeCreditsNote({ interval: 'free', freeCreditsUsd: 5 })).toBe(
      '$5 of free credits with every new organization.',
    )
  })
})
