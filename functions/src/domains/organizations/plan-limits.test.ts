import { defaultPlans } from '@platform/shared/plans-defaults'
import { describe, expect, it } from 'vitest'
import { chatAllowancesFor } from './chat-allowances.ts'
import { freePlanLimits, limitFor } from './plan-limits.ts'

describe('the free plan on the pricing page', () => {
  it('states the limits the platform enforces', () => {
    const free = defaultPlans.find((plan) => plan.id === 'free')
    expect(free).toBeTruthy()
    if (!free) return
    for (const item of [
      'knowledge',
      'pages',
      'actions',
      'workflows',
      'users',
      'projects',
      'agents',
      'functions',
    ] as const) {
      expect(free.limits[item], item).toBe(freePlanLimits[item])
      expect(limitFor(undefined, item), item).toBe(free.limits[item])
    }
    expect(free.limits.chatMessagesPer30Days).toBe(freePlanLimits.chatMessages)
    expect(free.limits.apiRequestsPerHour).toBe(chatAllowancesFor({}).apiRequestsPerHour)
    expect(free.limits.chatHistoryRetentionMonths).toBe(chatAllowancesFor({}).chatHistoryRetentionMonths)
  })

  it('enforces what billing set on the organization over the free tier', () => {
    const organization = { planLimits: { ...freePlanLimits, knowledge: 7, apiRequestsPerHour: 9 } }
    expect(limitFor(organization, 'knowledge')).toBe(7)
    expect(chatAllowancesFor(organization).apiRequestsPerHour).toBe(9)
  })
})
