import { describe, expect, it } from 'vitest'
import { periodEndLabel, trialOffer } from './plan-text.ts'

describe('plan text (issue 43, item 13)', () => {
  it('labels a trial’s end as its end, not a renewal', () => {
    expect(periodEndLabel({ status: 'trialing', cancelAtPeriodEnd: false })).toBe('Trial ends')
    expect(periodEndLabel({ status: 'active', cancelAtPeriodEnd: true })).toBe('Service ends')
    expect(periodEndLabel({ status: 'active', cancelAtPeriodEnd: false })).toBe('Renews')
  })

  it('says which plan the free trial gives and until when, before it starts', () => {
    const plans = [
      { interval: 'monthly' as const, description: 'Growth', trialDays: null },
      {
        interval: 'trial' as const,
        description: 'Everything in Growth for 14 days, once per organization.',
        trialDays: 14,
      },
    ]
    expect(trialOffer(plans, new Date('2026-11-28T11:00:00Z'), 'en-GB')).toBe(
      'Everything in Growth for 14 days, once per organization. It would end on 12 Dec 2026; nothing is charged.',
    )
    expect(trialOffer(plans.slice(0, 1), new Date())).toBeNull()
  })
})
