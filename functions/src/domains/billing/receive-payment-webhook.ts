import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { logger } from '../../platform/logger.ts'
import { activateSubscription } from './activate-subscription.ts'
import { applyAddOn } from './apply-add-on.ts'
import { endSubscription, readBillingAccount, saveBillingAccount } from './billing-account.ts'
import { isValidWebhookSignature } from './checkout-signature.ts'
import { paymentGateway } from './payment-gateway.ts'
import { recordTransaction } from './record-transaction.ts'

const keptDays = 90

interface RazorpayEntity {
  id: string
  notes?: Record<string, string> | string[]
  order_id?: string | null
  amount?: number
  currency?: string
  current_start?: number | null
  current_end?: number | null
}

interface WebhookBody {
  event: string
  payload: {
    payment?: { entity: RazorpayEntity }
    subscription?: { entity: RazorpayEntity }
    order?: { entity: RazorpayEntity }
  }
}

const noteOf = (entity: RazorpayEntity | undefined, name: string) =>
  entity?.notes && !Array.isArray(entity.notes) ? entity.notes[name] : undefined
const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : undefined)

/**
 * A Razorpay webhook: the signature over the raw body is checked first (UNAUTHORIZED otherwise), then the event id
 * (X-Razorpay-Event-Id) is claimed with a conditional create, so a replayed or redelivered event changes nothing.
 * Renewals extend the cycle and record the payment; cancellations and halts end the subscription; a charge or a
 * captured payment the console never verified (a closed tab) is applied as verify would.
 */
export async function receivePaymentWebhook(
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<{ handled: boolean }> {
  const gateway = await paymentGateway()
  if (!gateway) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
  const signature = headers['x-razorpay-signature'] ?? ''
  if (!isValidWebhookSignature(gateway.webhookSecret, rawBody, signature)) throw new AppError('UNAUTHORIZED')
  const body = JSON.parse(rawBody) as WebhookBody
  const eventId = headers['x-razorpay-event-id'] ?? signature
  try {
    await db()
      .entities.paymentEvent.create({
        eventId,
        eventType: body.event,
        expiresAt: Math.floor(Date.now() / 1000) + keptDays * 86_400,
      })
      .go()
  } catch (error) {
    if (isConditionFailure(error)) return { handled: false }
    throw error
  }
  const subscription = body.payload.subscription?.entity
  const payment = body.payload.payment?.entity
  const organizationId = noteOf(subscription, 'organizationId') ?? noteOf(payment, 'organizationId')
  if (!organizationId) return { handled: false }
  logger.info('payment webhook', { event: body.event, eventId, organizationId })

  if (body.event === 'subscription.charged' && subscription && payment) {
    const account = await readBillingAccount(organizationId)
    if (account.gatewaySubscriptionId !== subscription.id) {
      return { handled: await activateSubscription(gateway, organizationId, subscription.id, payment.id) }
    }
    const recorded = await recordTransaction({
      organizationId,
      paymentId: payment.id,
      orderId: subscription.id,
      description: 'Subscription renewal',
      amountMinor: payment.amount ?? 0,
      currency: payment.currency ?? 'USD',
    })
    const periodEnd = isoOf(subscription.current_end)
    if (recorded && periodEnd && periodEnd > (account.periodEnd ?? '')) {
      await saveBillingAccount(account, {
        ...account,
        periodStart: isoOf(subscription.current_start) ?? account.periodStart,
        periodEnd,
      })
    }
    return { handled: recorded }
  }
  if (['subscription.cancelled', 'subscription.completed', 'subscription.halted'].includes(body.event)) {
    const account = await readBillingAccount(organizationId)
    if (!subscription || account.gatewaySubscriptionId !== subscription.id || account.status === 'ended') {
      return { handled: false }
    }
    await endSubscription(account)
    return { handled: true }
  }
  if ((body.event === 'payment.captured' || body.event === 'order.paid') && payment?.order_id) {
    return { handled: await applyAddOn(organizationId, payment.order_id, payment.id).catch(() => false) }
  }
  return { handled: false }
}
