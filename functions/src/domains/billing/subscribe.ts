import type { Checkout } from '@platform/shared/contracts/billing'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { findPlan } from './catalogue.ts'
import { paymentGateway } from './payment-gateway.ts'

/**
 * Starts a subscription to a paid plan with the gateway and remembers it as an order; the plan changes only when
 * subscriptions/verify checks the checkout's signature (or the gateway's webhook reports the charge).
 */
export async function subscribe(
  { organizationId }: { organizationId: string },
  { planId }: { planId: string },
  userId: string,
): Promise<Checkout> {
  const gateway = await paymentGateway()
  if (!gateway) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
  const plan = findPlan(planId)
  if (!plan) throw new AppError('NOT_FOUND')
  if (plan.interval === 'free' || plan.interval === 'trial') {
    throw new AppError('VALIDATION_FAILED', { message: 'planId: Choose a paid plan; the free trial has its own call.' })
  }
  const created = await gateway.createSubscription({ plan, notes: { organizationId, planId } })
  if (!created) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
  const description = `${plan.name} subscription`
  await db()
    .entities.billingOrder.create({
      organizationId,
      orderId: created.subscriptionId,
      kind: 'subscription',
      itemId: plan.id,
      description,
      amountMinor: plan.priceMinor,
      currency: plan.currency,
      createdBy: userId,
    })
    .go()
  return {
    gateway: gateway.name,
    keyId: gateway.keyId,
    orderId: null,
    subscriptionId: created.subscriptionId,
    amountMinor: plan.priceMinor,
    currency: plan.currency,
    description,
    checkoutUrl: gateway.checkoutUrl({ subscriptionId: created.subscriptionId }),
  }
}
