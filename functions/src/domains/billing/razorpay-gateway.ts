import Razorpay from 'razorpay'
import type { PaymentGateway } from './payment-gateway.ts'

/** Years a Razorpay subscription runs before it needs renewing by hand (Razorpay requires a total count). */
const subscriptionYears = 10

/** Razorpay through its Node SDK: orders for add-ons, subscriptions on Razorpay plans for plans. */
export function razorpayGateway(secrets: { keyId: string; keySecret: string; webhookSecret: string }): PaymentGateway {
  const client = new Razorpay({ key_id: secrets.keyId, key_secret: secrets.keySecret })
  return {
    name: 'razorpay',
    ...secrets,
    renewsOnSchedule: false,
    async createOrder({ amountMinor, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountMinor, currency, receipt, notes })
      return { orderId: order.id }
    },
    async createSubscription({ plan, notes }) {
      if (!plan.gatewayPlanId) return null
      const subscription = await client.subscriptions.create({
        plan_id: plan.gatewayPlanId,
        total_count: plan.interval === 'annual' ? subscriptionYears : subscriptionYears * 12,
        customer_notify: 1,
        notes,
      })
      return { subscriptionId: subscription.id }
    },
    async cancelSubscription(subscriptionId, { atCycleEnd }) {
      await client.subscriptions.cancel(subscriptionId, atCycleEnd)
    },
    checkoutUrl: () => null,
  }
}
