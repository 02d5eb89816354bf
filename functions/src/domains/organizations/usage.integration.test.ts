import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../../infra/local/local-platform.ts'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { releaseUsage, reserveUsage, usageOf } from './usage.ts'

let platform: LocalPlatform

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
  await db()
    .entities.organization.create({ organizationId: 'org-usage', name: 'Usage', planId: 'free', createdBy: 'u' })
    .go()
})

afterAll(async () => {
  await platform?.stop()
})

describe('plan usage counters', () => {
  it('counts reservations and refuses the one past the plan limit with the spec message', async () => {
    await reserveUsage('org-usage', 'projects')
    await reserveUsage('org-usage', 'projects', 2)
    expect(await usageOf('org-usage')).toEqual({ projects: 3 })
    const refused = await reserveUsage('org-usage', 'projects').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).code).toBe('PLAN_LIMIT_REACHED')
    expect((refused as AppError).publicMessage).toBe(
      'You have reached the limit for projects in your current plan. Please upgrade your plan to add more projects.',
    )
    expect(await usageOf('org-usage')).toEqual({ projects: 3 })
    await releaseUsage('org-usage', 'projects')
    await reserveUsage('org-usage', 'projects')
    expect(await usageOf('org-usage')).toEqual({ projects: 3 })
  })

  it('lets only one of two concurrent reservations take the last slot', async () => {
    await reserveUsage('org-usage', 'agents', 2)
    const results = await Promise.allSettled([reserveUsage('org-usage', 'agents'), reserveUsage('org-usage', 'agents')])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect((await usageOf('org-usage')).agents).toBe(3)
  })

  it('refuses a batch larger than the room left and keeps the count', async () => {
    await reserveUsage('org-usage', 'functions', 20)
    await expect(reserveUsage('org-usage', 'functions', 10)).rejects.toBeInstanceOf(AppError)
    expect((await usageOf('org-usage')).functions).toBe(20)
  })
})
