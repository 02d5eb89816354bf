import type { CurrentPlan } from '@platform/shared/contracts/billing'
import { AppError } from '../../platform/app-error.ts'
import { applyAddOn } from './apply-add-on.ts'
import { readBillingAccount, toCurrentPlan } from './billing-account.ts'
import { isValidCheckoutSignature, orderSignaturePayload } from './checkout-signature.ts'
import { paymentGateway } from './payment-gateway.ts'

/**
 * Checks Razorpay Checkout's answer for an order (HMAC-SHA256 of `order_id|payment_id` under the key secret,
 * the order id being the one in the path) and applies the add-on.
 */
export async function verifyOrder(
  { organizationId, orderId }: { organizationId: string; orderId: string },
  checkout: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
): Promise<CurrentPlan> {
  const gateway = await paymentGateway()
  if (!gateway) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
  const payload = orderSignaturePayload(orderId, checkout.razorpay_payment_id)
  if (checkout.razorpay_order_id !== orderId) throw new AppError('PAYMENT_VERIFICATION_FAILED')
  if (!isValidCheckoutSignature(gateway.keySecret, payload, checkout.razorpay_signature)) {
    throw new AppError('PAYMENT_VERIFICATION_FAILED')
  }
  await applyAddOn(organizationId, orderId, checkout.razorpay_payment_id)
  return toCurrentPlan(await readBillingAccount(organizationId))
}
