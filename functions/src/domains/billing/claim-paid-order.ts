import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createBillingOrderEntity } from '../../data/entities/billing-order-entity.ts'
import { AppError } from '../../platform/app-error.ts'
import { type BillingAccountRecord, type ChangeAlongside, changeBillingAccount } from './billing-account.ts'

export type BillingOrderRecord = EntityItem<ReturnType<typeof createBillingOrderEntity>>

/** The organization's order of this kind; NOT_FOUND when it has none. */
export async function findOrder(
  organizationId: string,
  orderId: string,
  kind: 'subscription' | 'addOn',
): Promise<BillingOrderRecord> {
  const { data: order } = await db().entities.billingOrder.get({ organizationId, orderId }).go()
  if (order?.kind !== kind) throw new AppError('NOT_FOUND')
  return order
}

/**
 * A paid checkout takes effect once: the order flips created → paid, its payment is recorded, the account changed
 * (`change`) and its credits granted (`credits`) in ONE transaction, conditional on the order still being unpaid and the account
 * unchanged since read. The verify call and the gateway's webhook may both report the payment, concurrently or
 * after a failure of the other: the one whose transaction lands applies it, the others answer false. Answers
 * whether this call applied it.
 */
export async function claimPaidOrder(
  order: BillingOrderRecord,
  paymentId: string,
  change: (account: BillingAccountRecord) => BillingAccountRecord,
  credits?: ChangeAlongside['credits'],
): Promise<boolean> {
  const { organizationId, orderId, kind } = order
  const { outcome } = await changeBillingAccount(organizationId, change, {
    claimOrder: { orderId, kind, paymentId },
    payment: {
      paymentId,
      orderId,
      description: order.description,
      amountMinor: order.amountMinor,
      currency: order.currency,
    },
    credits,
  })
  return outcome === 'changed'
}
