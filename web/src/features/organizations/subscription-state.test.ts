import { describe, expect, it } from 'vitest'
import { describeSubscription } from './subscription-state.ts'

describe('describeSubscription', () => {
  it('says the free plan has no subscription', () => {
    expect(describeSubscription({ active: true, planId: 'free' }).label).toBe('Free plan — no subscription')
    expect(describeSubscription({ active: false, planId: null }).label).toBe('Free plan — no subscription')
  })

  it('names a paid plan and whether it is active', () => {
    expect(describeSubscription({ active: true, planId: 'growth' })).toEqual({
      label: 'Growth plan — active',
      indicator: 'success',
    })
    expect(describeSubscription({ active: false, planId: 'growth' }).indicator).toBe('warning')
    expect(describeSubscription({ active: true, planId: 'growth-monthly' }).label).toBe(
      'Growth (monthly) plan — active',
    )
  })
})
