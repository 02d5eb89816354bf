import { describe, expect, it } from 'vitest'
import { chatAllowancesFor } from './chat-allowances.ts'
import { freePlanLimits, limitFor } from './plan-limits.ts'

describe('plan limits in force', () => {
  it('are the free tier until billing sets a plan', () => {
    expect(limitFor(undefined, 'knowledge')).toBe(freePlanLimits.knowledge)
    expect(chatAllowancesFor({}).apiRequestsPerHour).toBe(freePlanLimits.apiRequestsPerHour)
  })

  it('are what billing set on the organization', () => {
    const organization = { planLimits: { ...freePlanLimits, knowledge: 7, apiRequestsPerHour: 9 } }
    expect(limitFor(organization, 'knowledge')).toBe(7)
    expect(chatAllowancesFor(organization).apiRequestsPerHour).toBe(9)
  })
})
