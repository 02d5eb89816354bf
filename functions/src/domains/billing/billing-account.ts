import type { CurrentPlan, PlanLimitName } from '@platform/shared/contracts/billing'
import type { EntityItem } from 'electrodb'
import { db, transactionCancellationReasons } from '../../data/database.ts'
import type { createBillingAccountEntity } from '../../data/entities/billing-account-entity.ts'
import {
  applyPlan,
  type CreditMovement,
  creditBalanceOf,
  creditGrantWrites,
  type PlanLimits,
} from '../organizations/index.ts'
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

/** A payment recorded in the same transaction as the account change it paid for. */
export interface PaymentRecord {
  paymentId: string
  orderId: string
  description: string
  amountMinor: number
  currency: string
}

/** What else a change writes in its transaction; either one already written means the change was already made. */
export interface ChangeAlongside {
  /** The checkout that flips created → paid (verify and the gateway's webhook race for it). */
  claimOrder?: { orderId: string; kind: 'subscription' | 'addOn'; paymentId: string }
  /** The payment, keyed by the gateway's payment id. */
  payment?: PaymentRecord
  /**
   * Credits the change grants (a plan's free credits, a purchase), written in the same transaction: a crash after it
   * loses none, and a redelivery that finds the change made grants none again.
   */
  credits?: { micros: number; movement: CreditMovement }
}

export type ChangeOutcome =
  | { outcome: 'changed'; account: BillingAccountRecord }
  /** The order was claimed or the payment recorded before: the change was made by an earlier call. */
  | { outcome: 'alreadyDone'; account: BillingAccountRecord }
  /** `change` answered undefined: nothing to do in the account's present state. */
  | { outcome: 'unchanged'; account: BillingAccountRecord }

const maximumConflicts = 20

/**
 * Changes the billing account in one conditional write: `change` gets the account as stored and answers the next
 * state (undefined: nothing to do), which is written only if the account's version is still the one read; when a
 * concurrent change landed first, the account is read again and `change` asked again. The order claim and the
 * payment record and the credits it grants (`alongside`) go in the same transaction, so a paid order's effect is
 * stored exactly when the order is marked paid — never one without the other. Then the cycle schedule and the organization's plan are brought in
 * step (`syncBillingAccount`).
 */
export async function changeBillingAccount(
  organizationId: string,
  change: (account: BillingAccountRecord) => BillingAccountRecord | undefined,
  alongsideOf: ChangeAlongside | ((account: BillingAccountRecord) => ChangeAlongside) = {},
): Promise<ChangeOutcome> {
  for (let conflicts = 0; ; conflicts += 1) {
    const previous = await readBillingAccount(organizationId)
    const changed = change(previous)
    if (!changed) return { outcome: 'unchanged', account: previous }
    const alongside = typeof alongsideOf === 'function' ? alongsideOf(previous) : alongsideOf
    const grant = alongside.credits
      ? await creditGrantWrites(organizationId, alongside.credits.micros, alongside.credits.movement)
      : () => []
    const { updatedAt: _updatedAt, ...fields } = withoutUndefined({ ...changed, version: (previous.version ?? 0) + 1 })
    const result = await db()
      // The credits' writes are the organizations domain's, handed the transaction's entities to write them.
      .transaction.write((entities) => [
        entities.billingAccount
          .put(fields)
          .where((attributes, operations) =>
            previous.version === undefined
              ? operations.notExists(attributes.version)
              : operations.eq(attributes.version, previous.version ?? 0),
          )
          .commit(),
        ...(alongside.claimOrder
          ? [
              entities.billingOrder
                .patch({ organizationId, orderId: alongside.claimOrder.orderId })
                .set({ status: 'paid', paymentId: alongside.claimOrder.paymentId })
                .where(
                  (attributes, operations) =>
                    `${operations.eq(attributes.status, 'created')} AND ${operations.eq(attributes.kind, alongside.claimOrder?.kind ?? 'addOn')}`,
                )
                .commit(),
            ]
          : []),
        ...(alongside.payment
          ? [
              entities.billingTransaction
                .create({
                  organizationId,
                  transactionId: alongside.payment.paymentId,
                  orderId: alongside.payment.orderId,
                  description: alongside.payment.description,
                  amountMinor: alongside.payment.amountMinor,
                  currency: alongside.payment.currency,
                })
                .commit(),
            ]
          : []),
        ...grant(entities),
      ])
      .go()
    if (!result.canceled) {
      const account = fields as BillingAccountRecord
      await syncBillingAccount(account, previous)
      return { outcome: 'changed', account }
    }
    // One reason per item, in order: the account first, then the order claim and the payment, then the credits.
    const reasons = transactionCancellationReasons(result)
    const madeOnce = (alongside.claimOrder ? 1 : 0) + (alongside.payment ? 1 : 0)
    if (reasons.slice(1, 1 + madeOnce).includes('ConditionalCheckFailed')) {
      const account = await readBillingAccount(organizationId)
      // The earlier call may have stopped between its transaction and the sync: bring them in step again.
      await syncBillingAccount(account)
      return { outcome: 'alreadyDone', account }
    }
    if (conflicts >= maximumConflicts) throw new Error(`billing account ${organizationId}: ${reasons.join(', ')}`)
    // Another change landed first (version moved) or the items were busy: back off a little and read again.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (conflicts + 1)))
  }
}

/**
 * Brings what is derived from the account in step with it: the cycle schedule (the old cycle's due item goes, the
 * new one comes) and the plan in force on the organization (conditional on the account's version, so a slower
 * sync of an older state never overwrites a newer one). Safe to repeat.
 */
export async function syncBillingAccount(
  account: BillingAccountRecord,
  previous?: BillingAccountRecord,
): Promise<void> {
  if (previous?.periodEnd && previous.periodEnd !== account.periodEnd) {
    await db()
      .entities.billingCycle.delete({
        schedule: 'billing',
        dueAt: previous.periodEnd,
        organizationId: account.organizationId,
      })
      .go()
  }
  if (account.periodEnd && account.status !== 'ended') {
    await db()
      .entities.billingCycle.upsert({
        schedule: 'billing',
        dueAt: account.periodEnd,
        organizationId: account.organizationId,
      })
      .go()
  }
  await applyPlan(account.organizationId, {
    planId: account.planId,
    subscriptionActive: isActive(account),
    limits: limitsWithAddOns(planOfAccount(account), (account.addOnLimits ?? {}) as AddOnLimits),
    version: account.version ?? 0,
  })
}

/** The account back on the free tier (a cancelled or trial period over, or the gateway ended it). */
export function endedAccount(account: BillingAccountRecord): BillingAccountRecord {
  return {
    ...account,
    planId: freePlan().id,
    status: 'ended',
    cancelAtPeriodEnd: false,
    addOnLimits: {},
    periodStart: undefined,
    periodEnd: undefined,
    gatewaySubscriptionId: undefined,
  }
}

export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}
