import type { CurrentPlan } from '@platform/shared/contracts/billing'
import { AppError } from '../../platform/app-error.ts'
import { activateSubscription } from './activate-subscription.ts'
import { readBillingAccount, toCurrentPlan } from './billing-account.ts'
import { isValidCheckoutSignature, subscriptionSignaturePayload } from './checkout-signature.ts'
import { paymentGateway } from './payment-gateway.ts'

/**
 * Checks Razorpay Checkout's answer for a subscription (HMAC-SHA256 of `payment_id|subscription_id` under the key
 * secret) and starts the plan. A tampered payload answers PAYMENT_VERIFICATION_FAILED and changes nothing.
 */
export async function verifySubscription(
  { organizationId }: { organizationId: string },
  checkout: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string },
): Promise<CurrentPlan> {
  const gateway = await paymentGateway()
  if (!gateway) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
  const payload = subscriptionSignaturePayload(checkout.razorpay_payment_id, checkout.razorpay_subscription_id)
  if (!isValidCheckoutSignature(gateway.keySecret, payload, checkout.razorpay_signature)) {
    throw new AppError('PAYMENT_VERIFICATION_FAILED')
  }
  await activateSubscription(gateway, organizationId, checkout.razorpay_subscription_id, checkout.razorpay_payment_id)
  return toCurrentPlan(await readBillingAccount(organizationId))
}
