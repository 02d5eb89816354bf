import { describe, expect, it } from 'vitest'
import { freePlanLimits } from '../organizations/index.ts'
import { defaultCatalogue } from './catalogue.ts'

describe('the seeded catalogue', () => {
  it('sells the free tier organizations start on, a trial and each paid plan monthly and annually', () => {
    const free = defaultCatalogue.plans.find((plan) => plan.interval === 'free')
    expect(free?.limits).toEqual(freePlanLimits)
    expect(defaultCatalogue.plans.map((plan) => plan.id)).toEqual([
      'free',
      'free-trial',
      'growth-monthly',
      'growth-annual',
      'scale-monthly',
      'scale-annual',
    ])
  })
})
