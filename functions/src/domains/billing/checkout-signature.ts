import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Razorpay's signatures, as its documentation gives them: a checkout's `razorpay_signature` is the hex
 * HMAC-SHA256, under the key secret, of `order_id|razorpay_payment_id` (orders) or
 * `razorpay_payment_id|subscription_id` (subscriptions); a webhook's `X-Razorpay-Signature` is the hex
 * HMAC-SHA256 of the raw body under the webhook secret. The local gateway signs with these same functions, so
 * the verify path is one code path in both modes.
 */
export function signCheckout(secret: string, first: string, second: string): string {
  return hmac(secret, `${first}|${second}`)
}

export function orderSignaturePayload(orderId: string, paymentId: string): [string, string] {
  return [orderId, paymentId]
}

export function subscriptionSignaturePayload(paymentId: string, subscriptionId: string): [string, string] {
  return [paymentId, subscriptionId]
}

function hmac(secret: string, text: string | Buffer): string {
  return createHmac('sha256', secret).update(text).digest('hex')
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

export function isValidCheckoutSignature(secret: string, payload: [string, string], signature: string): boolean {
  return sameHex(signCheckout(secret, ...payload), signature)
}

export function signWebhook(secret: string, rawBody: string | Buffer): string {
  return hmac(secret, rawBody)
}

export function isValidWebhookSignature(secret: string, rawBody: string | Buffer, signature: string): boolean {
  return sameHex(signWebhook(secret, rawBody), signature)
}
