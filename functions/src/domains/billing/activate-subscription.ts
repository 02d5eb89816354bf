import { AppError } from '../../platform/app-error.ts'
import { addCredits } from '../organizations/index.ts'
import { readBillingAccount, saveBillingAccount } from './billing-account.ts'
import { cycleEnd, findPlan } from './catalogue.ts'
import { claimPaidOrder } from './claim-paid-order.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import { recordTransaction } from './record-transaction.ts'

/**
 * The paid subscription `subscriptionId` starts: its order flips to paid in a conditional write (so the verify
 * call and the gateway's webhook apply it once between them), the previous subscription is cancelled without
 * refund and the limits reset to the new plan's (spec section 9), the plan's free credits are added and the
 * payment recorded. Answers false when it was already applied.
 */
export async function activateSubscription(
  gateway: PaymentGateway,
  organizationId: string,
  subscriptionId: string,
  paymentId: string,
): Promise<boolean> {
  const order = await claimPaidOrder(organizationId, subscriptionId, 'subscription', paymentId)
  if (!order) return false
  const plan = findPlan(order.itemId)
  if (!plan) throw new AppError('NOT_FOUND')
  const previous = await readBillingAccount(organizationId)
  if (previous.gatewaySubscriptionId && previous.gatewaySubscriptionId !== subscriptionId) {
    await gateway.cancelSubscription(previous.gatewaySubscriptionId, { atCycleEnd: false })
  }
  const start = new Date()
  await saveBillingAccount(previous, {
    ...previous,
    planId: plan.id,
    status: 'active',
    periodStart: start.toISOString(),
    periodEnd: cycleEnd(plan, start).toISOString(),
    cancelAtPeriodEnd: false,
    gatewaySubscriptionId: subscriptionId,
    addOnLimits: {},
  })
  await addCredits(organizationId, Math.round(plan.freeCreditsUsd * 1_000_000), {
    reason: 'freeCredits',
    reference: subscriptionId,
  })
  await recordTransaction({
    organizationId,
    paymentId,
    orderId: subscriptionId,
    description: order.description,
    amountMinor: order.amountMinor,
    currency: order.currency,
  })
  return true
}
