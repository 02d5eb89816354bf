import { AppError } from '../../platform/app-error.ts'
import { readBillingAccount } from './billing-account.ts'
import { cycleEnd, findPlan } from './catalogue.ts'
import { claimPaidOrder, findOrder } from './claim-paid-order.ts'
import type { PaymentGateway } from './payment-gateway.ts'

/**
 * The paid subscription `subscriptionId` starts: its order flips to paid with the payment recorded and the account
 * changed in one transaction (`claimPaidOrder`, so the verify call and the gateway's webhook apply it once between
 * them), the previous subscription is cancelled without refund and the limits reset to the new plan's (spec
 * section 9), and the plan's free credits are added in the same transaction. Answers false when it was already
 * applied.
 */
export async function activateSubscription(
  gateway: PaymentGateway,
  organizationId: string,
  subscriptionId: string,
  paymentId: string,
): Promise<boolean> {
  const order = await findOrder(organizationId, subscriptionId, 'subscription')
  const plan = findPlan(order.itemId)
  if (!plan) throw new AppError('NOT_FOUND')
  const previous = await readBillingAccount(organizationId)
  // Once paid, the switch was made by an earlier call; the claim below only brings derived state in step.
  const switching = order.status === 'created' && previous.gatewaySubscriptionId !== undefined
  if (switching && previous.gatewaySubscriptionId !== subscriptionId) {
    await gateway.cancelSubscription(previous.gatewaySubscriptionId ?? '', { atCycleEnd: false })
  }
  const start = new Date()
  return claimPaidOrder(
    order,
    paymentId,
    (account) => ({
      ...account,
      planId: plan.id,
      status: 'active',
      periodStart: start.toISOString(),
      periodEnd: cycleEnd(plan, start).toISOString(),
      cancelAtPeriodEnd: false,
      gatewaySubscriptionId: subscriptionId,
      addOnLimits: {},
    }),
    {
      micros: Math.round(plan.freeCreditsUsd * 1_000_000),
      movement: { reason: 'freeCredits', reference: subscriptionId },
    },
  )
}
