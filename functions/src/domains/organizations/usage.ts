import { db, isConditionFailure } from '../../data/database.ts'
import type { CountedItem } from '../../data/entities/usage-counter-entity.ts'
import { AppError } from '../../platform/app-error.ts'
import { itemLabels, limitFor, limitsOfRecord, type PlanLimits } from './plan-limits.ts'

/** The organization's plan (`free` until billing sets one). */
export async function planOf(organizationId: string): Promise<string> {
  const { data: organization } = await db().entities.organization.get({ organizationId }).go()
  return organization?.planId ?? 'free'
}

/** The limits in force for the organization (plan plus add-ons). */
export async function limitsOf(organizationId: string): Promise<PlanLimits> {
  const { data: organization } = await db().entities.organization.get({ organizationId }).go()
  return limitsOfRecord(organization ?? undefined)
}

/**
 * Reserves room for `amount` new items before they are created: one conditional update that succeeds only
 * while the organization stays within its plan, so two concurrent creates cannot both pass the last slot.
 * Answers PLAN_LIMIT_REACHED otherwise. Call `releaseUsage` when the items are deleted (or creation fails).
 *
 * @example
 * await reserveUsage(organizationId, 'knowledge', rows.length)
 */
export async function reserveUsage(organizationId: string, item: CountedItem, amount = 1): Promise<void> {
  if (amount <= 0) return
  const { data: organization } = await db().entities.organization.get({ organizationId }).go()
  const limit = limitFor(organization ?? undefined, item)
  try {
    if (Number.isFinite(limit)) {
      await db()
        .entities.usageCounter.upsert({ organizationId, item })
        .add({ count: amount })
        .where(
          (attributes, operations) =>
            `${operations.notExists(attributes.count)} OR ${operations.lte(attributes.count, limit - amount)}`,
        )
        .go()
    } else {
      await db().entities.usageCounter.upsert({ organizationId, item }).add({ count: amount }).go()
    }
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('PLAN_LIMIT_REACHED', { values: { item: itemLabels[item] } })
    throw error
  }
  if (Number.isFinite(limit) && amount > limit) {
    await releaseUsage(organizationId, item, amount)
    throw new AppError('PLAN_LIMIT_REACHED', { values: { item: itemLabels[item] } })
  }
}

export async function releaseUsage(organizationId: string, item: CountedItem, amount = 1): Promise<void> {
  if (amount <= 0) return
  await db().entities.usageCounter.upsert({ organizationId, item }).subtract({ count: amount }).go()
}

export async function usageOf(organizationId: string): Promise<Partial<Record<CountedItem, number>>> {
  const { data } = await db().entities.usageCounter.query.byOrganization({ organizationId }).go()
  return Object.fromEntries(data.map((counter) => [counter.item, Math.max(0, counter.count)]))
}
