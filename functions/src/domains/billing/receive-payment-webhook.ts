import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { logger } from '../../platform/logger.ts'
import { activateSubscription } from './activate-subscription.ts'
import { applyAddOn } from './apply-add-on.ts'
import { changeBillingAccount, endedAccount, readBillingAccount, syncBillingAccount } from './billing-account.ts'
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
/** A webhook event marked handled, by the gateway's event id (kept 90 days). */
interface PaymentEventMark {
  eventId: string
  eventType: string
  expiresAt: number
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The signed body as an event, or VALIDATION_FAILED (400) for a body that is not one (`null`, not JSON). */
function parseEvent(rawBody: string): WebhookBody {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    throw new AppError('VALIDATION_FAILED', { message: 'The webhook body is not JSON.' })
  }
  if (!isObject(body) || typeof body.event !== 'string' || !isObject(body.payload)) {
    throw new AppError('VALIDATION_FAILED', { message: 'The webhook body is not a payment event.' })
  }
  // The wrappers this handler reads, when present, must hold an entity; others are not looked at.
  const read = [body.payload.payment, body.payload.subscription, body.payload.order].filter((wrapper) => wrapper)
  if (!read.every((wrapper) => isObject(wrapper) && isObject(wrapper.entity))) {
    throw new AppError('VALIDATION_FAILED', { message: 'The webhook body is not a payment event.' })
  }
  return body as unknown as WebhookBody
}

/**
 * A Razorpay webhook: the signature over the raw body is checked first (UNAUTHORIZED otherwise), then the body
 * (VALIDATION_FAILED when it is not an event). The event id (X-Razorpay-Event-Id) is marked handled only once all
 * of the event's effects are stored, the derived ones (cycle schedule, the organization's plan) included, so an
 * event that fails half-way answers 5xx and its redelivery does the work. Every effect is itself one conditional
 * write (an order claimed with its payment and account change in one transaction, a payment recorded once) and the
 * derived state is brought in step again on every delivery, so a redelivery or a concurrent duplicate changes
 * nothing twice and completes what a failed one left. Renewals extend
 * the cycle and record the payment; cancellations and halts end the subscription; a charge or a captured payment
 * the console never verified (a closed tab) is applied as verify would.
 */
export async function receivePaymentWebhook(
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<{ handled: boolean }> {
  const gateway = await paymentGateway()
  if (!gateway) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
  const signature = headers['x-razorpay-signature'] ?? ''
  if (!isValidWebhookSignature(gateway.webhookSecret, rawBody, signature)) throw new AppError('UNAUTHORIZED')
  const body = parseEvent(rawBody)
  const event: PaymentEventMark = {
    eventId: headers['x-razorpay-event-id'] ?? signature,
    eventType: body.event,
    expiresAt: Math.floor(Date.now() / 1000) + keptDays * 86_400,
  }
  const { data: seen } = await db().entities.paymentEvent.get({ eventId: event.eventId }).go()
  if (seen) return { handled: false }
  const handled = await applyEvent(gateway, body, event)
  try {
    await db().entities.paymentEvent.create(event).go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
  return { handled }
}

async function applyEvent(
  gateway: NonNullable<Awaited<ReturnType<typeof paymentGateway>>>,
  body: WebhookBody,
  event: PaymentEventMark,
): Promise<boolean> {
  const subscription = body.payload.subscription?.entity
  const payment = body.payload.payment?.entity
  const organizationId = noteOf(subscription, 'organizationId') ?? noteOf(payment, 'organizationId')
  if (!organizationId) return false
  logger.info('payment webhook', { event: body.event, eventId: event.eventId, organizationId })

  if (body.event === 'subscription.charged' && subscription && payment) {
    const account = await readBillingAccount(organizationId)
    if (account.gatewaySubscriptionId !== subscription.id) {
      return activateSubscription(gateway, organizationId, subscription.id, payment.id)
    }
    const renewal = {
      paymentId: payment.id,
      orderId: subscription.id,
      description: 'Subscription renewal',
      amountMinor: payment.amount ?? 0,
      currency: payment.currency ?? 'USD',
    }
    const periodEnd = isoOf(subscription.current_end)
    const result = await changeBillingAccount(
      organizationId,
      (current) =>
        current.gatewaySubscriptionId === subscription.id && periodEnd && periodEnd > (current.periodEnd ?? '')
          ? { ...current, periodStart: isoOf(subscription.current_start) ?? current.periodStart, periodEnd }
          : undefined,
      { payment: renewal },
    )
    if (result.outcome !== 'unchanged') return result.outcome === 'changed'
    // Renewed already (a delivery that failed after its transaction): finish its derived writes; an out-of-order
    // charge for an older cycle is still a payment received.
    await syncBillingAccount(result.account)
    return recordTransaction({ organizationId, ...renewal })
  }
  if (['subscription.cancelled', 'subscription.completed', 'subscription.halted'].includes(body.event)) {
    if (!subscription) return false
    const result = await changeBillingAccount(organizationId, (account) =>
      account.gatewaySubscriptionId === subscription.id && account.status !== 'ended'
        ? endedAccount(account)
        : undefined,
    )
    if (result.outcome === 'unchanged') await syncBillingAccount(result.account)
    return result.outcome === 'changed'
  }
  if ((body.event === 'payment.captured' || body.event === 'order.paid') && payment?.order_id) {
    try {
      return await applyAddOn(organizationId, payment.order_id, payment.id)
    } catch (error) {
      // Not one of our add-on orders (a subscription's invoice order): nothing to apply. Anything else is a failure
      // the gateway must redeliver.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false
      throw error
    }
  }
  return false
}
