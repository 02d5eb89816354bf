import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useVerifyOrder } from '../api/verify-order.ts'
import { useVerifySubscription } from '../api/verify-subscription.ts'
import { type CheckoutResult, checkoutResultIn, withoutCheckoutResult } from '../checkout.ts'

/**
 * Verifies a payment the gateway's checkout came back with (the local gateway returns to the billing page with
 * the signed result in the query), once, then takes it out of the address. Only the billing page itself calls it:
 * its tabs call `useVerifyCheckout` for checkouts that answer in the page, so one return is verified (and
 * toasted) once, not once per mounted view.
 */
export function useCheckoutReturn(organizationId: string) {
  const [searchParams, setSearchParams] = useSearchParams()
  const verifyCheckout = useVerifyCheckout(organizationId)
  const handled = useRef<string | null>(null)
  const result = checkoutResultIn(searchParams)

  useEffect(() => {
    if (!result || handled.current === result.razorpay_payment_id) return
    handled.current = result.razorpay_payment_id
    setSearchParams(withoutCheckoutResult(searchParams), { replace: true })
    void verifyCheckout(result)
  })
}

/** Verifies a finished checkout (a subscription or an add-on order) and says so. */
export function useVerifyCheckout(organizationId: string) {
  const verifySubscription = useVerifySubscription(organizationId)
  const verifyOrder = useVerifyOrder(organizationId)

  return async function verifyCheckout(checkout: CheckoutResult) {
    if (checkout.razorpay_subscription_id) {
      await verifySubscription.mutateAsync({
        razorpay_payment_id: checkout.razorpay_payment_id,
        razorpay_subscription_id: checkout.razorpay_subscription_id,
        razorpay_signature: checkout.razorpay_signature,
      })
      toast.success('Subscription started.')
    } else if (checkout.razorpay_order_id) {
      await verifyOrder.mutateAsync({
        razorpay_payment_id: checkout.razorpay_payment_id,
        razorpay_order_id: checkout.razorpay_order_id,
        razorpay_signature: checkout.razorpay_signature,
      })
      toast.success('Add-on purchased.')
    }
  }
}
