import type { Checkout } from '@platform/shared/contracts/billing'

/** What Razorpay Checkout hands back on success, and what the verify calls take. */
export interface CheckoutResult {
  razorpay_payment_id: string
  razorpay_signature: string
  razorpay_order_id?: string
  razorpay_subscription_id?: string
}

const resultFields = ['razorpay_payment_id', 'razorpay_signature', 'razorpay_order_id', 'razorpay_subscription_id']

/**
 * Takes the payment. The local gateway's checkout page is a page of this origin that comes back to `returnTo` with
 * the signed result in the query; Razorpay's is its checkout.js overlay, which calls back with the same fields.
 */
export async function openCheckout(
  checkout: Checkout,
  returnTo: string,
  onResult: (result: CheckoutResult) => void,
): Promise<void> {
  if (checkout.checkoutUrl) {
    const url = new URL(checkout.checkoutUrl, window.location.origin)
    url.searchParams.set('return_to', returnTo)
    window.location.assign(url.toString())
    return
  }
  const Razorpay = await loadRazorpayCheckout()
  new Razorpay({
    key: checkout.keyId,
    amount: checkout.amountMinor,
    currency: checkout.currency,
    description: checkout.description,
    ...(checkout.orderId ? { order_id: checkout.orderId } : {}),
    ...(checkout.subscriptionId ? { subscription_id: checkout.subscriptionId } : {}),
    handler: onResult,
    theme: { color: '#0f1b2d' },
  }).open()
}

/** A checkout result in the page's query (the local gateway's return), or null. */
export function checkoutResultIn(search: URLSearchParams): CheckoutResult | null {
  const paymentId = search.get('razorpay_payment_id')
  const signature = search.get('razorpay_signature')
  if (!paymentId || !signature) return null
  const orderId = search.get('razorpay_order_id')
  const subscriptionId = search.get('razorpay_subscription_id')
  return {
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
    ...(orderId ? { razorpay_order_id: orderId } : {}),
    ...(subscriptionId ? { razorpay_subscription_id: subscriptionId } : {}),
  }
}

/** The query without the checkout result, so a reload does not verify again. */
export function withoutCheckoutResult(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search)
  for (const field of resultFields) rest.delete(field)
  return rest
}

type RazorpayConstructor = new (options: Record<string, unknown>) => { open(): void }

function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay
  if (existing) return Promise.resolve(existing)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = 'https://checkout.razorpay.com/v1/checkout.js'
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayConstructor }).Razorpay)
    script.onerror = () => reject(new Error('The payment page could not be loaded. Please try again.'))
    document.head.append(script)
  })
}
