import { environment } from '../../platform/environment.ts'
import type { CataloguePlan } from './catalogue.ts'

/**
 * What billing needs from a payment gateway. Razorpay in the cloud; in local mode a stand-in with the same ids,
 * checkout payload and signatures, offline. Signatures are checked by billing itself (checkout-signature.ts)
 * with the secrets below, never by the gateway object, so both modes verify with the same code.
 */
export interface PaymentGateway {
  name: 'razorpay' | 'local'
  /** Public key id the checkout opens with. */
  keyId: string
  /** Signs checkout payloads. */
  keySecret: string
  /** Signs webhooks. */
  webhookSecret: string
  createOrder(order: {
    amountMinor: number
    currency: string
    receipt: string
    notes: Record<string, string>
  }): Promise<{ orderId: string }>
  /** Null when the plan cannot be sold through this gateway (a Razorpay plan id is missing). */
  createSubscription(subscription: {
    plan: CataloguePlan
    notes: Record<string, string>
  }): Promise<{ subscriptionId: string } | null>
  /** No refund either way (spec section 9). */
  cancelSubscription(subscriptionId: string, options: { atCycleEnd: boolean }): Promise<void>
  /** The page that takes the payment: local gateway only; Razorpay's is its checkout.js. */
  checkoutUrl(reference: { orderId?: string; subscriptionId?: string }): string | null
  /** Whether renewals are charged by the scheduled cycle job (local) or reported by webhook (Razorpay). */
  renewsOnSchedule: boolean
}

/** The configured gateway, or undefined: subscribing then answers SUBSCRIPTIONS_NOT_AVAILABLE. */
export async function paymentGateway(): Promise<PaymentGateway | undefined> {
  const settings = environment()
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = settings
  if (settings.PAYMENT_GATEWAY === 'none' || !keyId || !keySecret) return undefined
  const secrets = { keyId, keySecret, webhookSecret: webhookSecret ?? keySecret }
  if (settings.PAYMENT_GATEWAY === 'local') {
    const { localGateway } = await import('./local-gateway.ts')
    return localGateway(secrets)
  }
  const { razorpayGateway } = await import('./razorpay-gateway.ts')
  return razorpayGateway(secrets)
}
