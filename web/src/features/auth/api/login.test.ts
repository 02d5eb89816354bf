import { describe, expect, it } from 'vitest'
import { requiresTwoFactor } from './login.ts'

describe('requiresTwoFactor', () => {
  it('is true only when the answer says so', () => {
    expect(requiresTwoFactor({ twoFactorRequired: true, profile: null })).toBe(true)
    expect(requiresTwoFactor({ twoFactorRequired: false, profile: {} })).toBe(false)
    expect(requiresTwoFactor({ twoFactorRequired: 'yes' })).toBe(false)
    expect(requiresTwoFactor(null)).toBe(false)
    expect(requiresTwoFactor(undefined)).toBe(false)
  })
})
