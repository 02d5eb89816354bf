import { describe, expect, it } from 'vitest'
import { planName } from './plan-name.ts'

describe('planName', () => {
  it('reads the catalogue ids as names, with the billing period in brackets (issue 43, item 12)', () => {
    expect(planName('growth-monthly')).toBe('Growth (monthly)')
    expect(planName('business-pro-annual')).toBe('Business Pro (annual)')
    expect(planName('free')).toBe('Free')
    expect(planName('free-trial')).toBe('Free trial')
  })
})
