import { defaultPlans } from '@platform/shared/plans-defaults'
import { describe, expect, it } from 'vitest'
import { chatAllowancesFor } from './chat-allowances.ts'
import { freePlanLimits } from './plan-limits.ts'

describe('the free plan on the pricing page', () => {
  it('states the limits the platform enforces', () => {
    const free = defaultPlans.find((plan) => plan.id === 'free')
    const enforced = freePlanLimits
    expect(free && enforced).toBeTruthy()
    if (!free || !enforced) return
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
      expect(free.limits[item], item).toBe(enforced[item])
    }
    expect(free.limits.apiRequestsPerHour).toBe(chatAllowancesFor({ planLimits: undefined }).apiRequestsPerHour)
    expect(free.limits.chatHistoryRetentionMonths).toBe(
      chatAllowancesFor({ planLimits: undefined }).chatHistoryRetentionMonths,
    )
  })
})
