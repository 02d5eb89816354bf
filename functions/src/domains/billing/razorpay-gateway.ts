import type Razorpay from 'razorpay'
import type { PaymentGateway } from './payment-gateway.ts'

/** Years a Razorpay subscription runs before it needs renewing by hand (Razorpay requires a total count). */
const subscriptionYears = 10

/** Razorpay through its Node SDK: orders for add-ons, subscriptions on Razorpay plans for plans. */
export function razorpayGateway(secrets: { keyId: string; keySecret: string; webhookSecret: string }): PaymentGateway {
  // The SDK (with axios, ~400 KB) is loaded on the first call: billing routes that only read plans never load it.
  let created: Promise<Razorpay> | undefined
  const razorpay = () => {
    created ??= import('razorpay').then(
      ({ default: Client }) => new Client({ key_id: secrets.keyId, key_secret: secrets.keySecret }),
    )
    return created
  }
  return {
    name: 'razorpay',
    ...secrets,
    renewsOnSchedule: false,
    async createOrder({ amountMinor, currency, receipt, notes }) {
      const order = await (await razorpay()).orders.create({ amount: amountMinor, currency, receipt, notes })
      return { orderId: order.id }
    },
    async createSubscription({ plan, notes }) {
      if (!plan.gatewayPlanId) return null
      const subscription = await (await razorpay()).subscriptions.create({
        plan_id: plan.gatewayPlanId,
        total_count: plan.interval === 'annual' ? subscriptionYears : subscriptionYears * 12,
        customer_notify: 1,
        notes,
      })
      return { subscriptionId: subscription.id }
    },
    async cancelSubscription(subscriptionId, { atCycleEnd }) {
      await (await razorpay()).subscriptions.cancel(subscriptionId, atCycleEnd)
    },
    checkoutUrl: () => null,
  }
}
