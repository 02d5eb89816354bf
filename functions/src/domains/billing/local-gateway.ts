import { randomBytes } from 'node:crypto'
import { environment } from '../../platform/environment.ts'
import type { PaymentGateway } from './payment-gateway.ts'

/** Where local mode serves the stand-in's checkout page (infra/local/payment-gateway-stand-in.ts). */
export const localCheckoutPath = '/local/payment-gateway/checkout'

/** Razorpay-shaped ids (`order_` / `sub_` and 14 characters). */
export function localGatewayId(prefix: 'order' | 'sub' | 'pay'): string {
  return `${prefix}_${randomBytes(7).toString('hex')}`
}

/**
 * Local mode's payment gateway: orders and subscriptions get Razorpay-shaped ids without a network; its checkout
 * page signs the payment exactly as Razorpay's does; renewals are charged by the scheduled cycle job.
 */
export function localGateway(secrets: { keyId: string; keySecret: string; webhookSecret: string }): PaymentGateway {
  return {
    name: 'local',
    ...secrets,
    renewsOnSchedule: true,
    createOrder: async () => ({ orderId: localGatewayId('order') }),
    createSubscription: async () => ({ subscriptionId: localGatewayId('sub') }),
    cancelSubscription: async () => undefined,
    checkoutUrl(reference) {
      const query = new URLSearchParams(
        reference.orderId ? { order_id: reference.orderId } : { subscription_id: reference.subscriptionId ?? '' },
      )
      return `${environment().APP_ORIGIN}${localCheckoutPath}?${query}`
    },
  }
}
