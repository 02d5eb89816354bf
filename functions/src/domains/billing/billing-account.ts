import type { CurrentPlan, PlanLimitName } from '@platform/shared/contracts/billing'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createBillingAccountEntity } from '../../data/entities/billing-account-entity.ts'
import { applyPlan, creditBalanceOf, type PlanLimits } from '../organizations/index.ts'
import { type CataloguePlan, findPlan, freePlan, toPlan, trialPlan } from './catalogue.ts'
import { paymentGateway } from './payment-gateway.ts'

export type BillingAccountRecord = EntityItem<ReturnType<typeof createBillingAccountEntity>>
type AddOnLimits = Partial<Record<PlanLimitName, number>>

/** The organization's subscription record; an organization that never subscribed is on the free tier. */
export async function readBillingAccount(organizationId: string): Promise<BillingAccountRecord> {
  const { data } = await db().entities.billingAccount.get({ organizationId }).go()
  return (
    data ?? {
      organizationId,
      planId: freePlan().id,
      status: 'none',
      cancelAtPeriodEnd: false,
      addOnLimits: {},
      updatedAt: new Date().toISOString(),
    }
  )
}

export function planOfAccount(account: Pick<BillingAccountRecord, 'planId'>): CataloguePlan {
  return findPlan(account.planId) ?? freePlan()
}

/** The plan's limits with the add-ons bought on top. */
export function limitsWithAddOns(plan: CataloguePlan, addOnLimits: AddOnLimits): PlanLimits {
  const limits = { ...plan.limits }
  for (const [name, extra] of Object.entries(addOnLimits) as Array<[PlanLimitName, number]>) limits[name] += extra
  return limits
}

/** Whether members may use the organization (spec section 4): the free tier and any running subscription. */
export function isActive(account: Pick<BillingAccountRecord, 'status'>): boolean {
  return account.status !== 'ended'
}

export async function toCurrentPlan(account: BillingAccountRecord): Promise<CurrentPlan> {
  const plan = planOfAccount(account)
  const addOnLimits = (account.addOnLimits ?? {}) as AddOnLimits
  const [balance, gateway] = await Promise.all([creditBalanceOf(account.organizationId), paymentGateway()])
  return {
    plan: toPlan(plan),
    status: account.status,
    active: isActive(account),
    periodStart: account.periodStart ?? null,
    periodEnd: account.periodEnd ?? null,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    freeTrialAvailable: !account.freeTrialUsedAt && trialPlan() !== undefined,
    limits: limitsWithAddOns(plan, addOnLimits),
    addOnLimits,
    creditBalanceUsd: balance / 1_000_000,
    subscriptionsAvailable: gateway !== undefined,
  }
}

/**
 * Writes the subscription and tells organizations the plan in force, and keeps the cycle schedule in step: the
 * old cycle's due item goes, the new one (if the plan has a cycle) comes.
 */
export async function saveBillingAccount(previous: BillingAccountRecord, next: BillingAccountRecord): Promise<void> {
  const { updatedAt: _updatedAt, ...fields } = next
  await db().entities.billingAccount.put(fields).go()
  if (previous.periodEnd && previous.periodEnd !== next.periodEnd) {
    await db()
      .entities.billingCycle.delete({
        schedule: 'billing',
        dueAt: previous.periodEnd,
        organizationId: next.organizationId,
      })
      .go()
  }
  if (next.periodEnd && next.status !== 'ended') {
    await db()
      .entities.billingCycle.upsert({ schedule: 'billing', dueAt: next.periodEnd, organizationId: next.organizationId })
      .go()
  }
  await applyPlan(next.organizationId, {
    planId: next.planId,
    subscriptionActive: isActive(next),
    limits: limitsWithAddOns(planOfAccount(next), (next.addOnLimits ?? {}) as AddOnLimits),
  })
}

/** Ends the subscription now (a cancelled or trial period over, or the gateway ended it): back to the free tier. */
export async function endSubscription(account: BillingAccountRecord): Promise<BillingAccountRecord> {
  const ended: BillingAccountRecord = {
    ...account,
    planId: freePlan().id,
    status: 'ended',
    cancelAtPeriodEnd: false,
    addOnLimits: {},
    periodStart: undefined,
    periodEnd: undefined,
    gatewaySubscriptionId: undefined,
  }
  await saveBillingAccount(account, withoutUndefined(ended))
  return ended
}

export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}
