import type { IncomingMessage, ServerResponse } from 'node:http'
import { escapeMarkup } from '@platform/shared/escape-markup'
import { localCheckoutPath, localGatewayId, signCheckout } from '../../functions/src/domains/billing/index.ts'
import { environment } from '../../functions/src/platform/environment.ts'
import { BadLocalRequest, parseRequestJson, readRequestBody } from './answer-request-errors.ts'

/** Where the local checkout page posts the payment. */
export const localPaymentPath = '/local/payment-gateway/pay'

/**
 * Only paths of this origin: the page must not become an open redirect. The value is read as a browser reads it
 * (a backslash is a slash, tabs and newlines vanish, so `/\evil.com` is `//evil.com`, another site) and kept only
 * when it stays on this origin, as the path, query and fragment the browser would request.
 */
function sameOriginPath(value: string | null): string | null {
  if (!value?.startsWith('/')) return null
  const base = 'http://local.invalid'
  try {
    const resolved = new URL(value, base)
    return resolved.origin === base ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null
  } catch {
    return null
  }
}

/**
 * What Razorpay Checkout hands the page after a successful payment: the payment id, the order or subscription id
 * and the signature, made with the same function (and key secret) the verify calls check.
 */
export function localCheckoutResult(reference: { orderId?: string; subscriptionId?: string }): Record<string, string> {
  const secret = environment().RAZORPAY_KEY_SECRET ?? ''
  const paymentId = localGatewayId('pay')
  if (reference.orderId) {
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: reference.orderId,
      razorpay_signature: signCheckout(secret, reference.orderId, paymentId),
    }
  }
  const subscriptionId = reference.subscriptionId ?? ''
  return {
    razorpay_payment_id: paymentId,
    razorpay_subscription_id: subscriptionId,
    razorpay_signature: signCheckout(secret, paymentId, subscriptionId),
  }
}

/** The local gateway's checkout page: one Pay button, as Razorpay's test mode offers. */
export function serveLocalCheckout(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://local')
  const orderId = url.searchParams.get('order_id') ?? ''
  const subscriptionId = url.searchParams.get('subscription_id') ?? ''
  const returnTo = sameOriginPath(url.searchParams.get('return_to')) ?? '/'
  const reference = orderId ? `Order ${orderId}` : `Subscription ${subscriptionId}`
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local payment gateway</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;color:#0f1b2d}button{background:#f47b20;color:#fff;border:0;border-radius:6px;padding:.7rem 1.4rem;font-size:1rem;cursor:pointer}a{color:#0f1b2d}</style></head>
<body><h1>Local payment gateway</h1><p>Local mode takes no money. Paying signs this checkout exactly as Razorpay does.</p>
<p><strong>${escapeMarkup(reference)}</strong></p>
<form method="post" action="${localPaymentPath}">
<input type="hidden" name="order_id" value="${escapeMarkup(orderId)}"><input type="hidden" name="subscription_id" value="${escapeMarkup(subscriptionId)}">
<input type="hidden" name="return_to" value="${escapeMarkup(returnTo)}">
<button type="submit">Pay</button> <a href="${escapeMarkup(returnTo)}">Cancel payment</a></form></body></html>`)
}

/** The form fields of a payment: an object of strings, whatever the body held. */
function paymentFields(text: string, isJson: boolean): Record<string, string> {
  const parsed = isJson ? parseRequestJson(text || '{}') : Object.fromEntries(new URLSearchParams(text))
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new BadLocalRequest(400, 'The payment must be an object of fields.')
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') fields[name] = value
  return fields
}

/** Takes the page's form (or JSON from a test) and returns to the console with Razorpay's success payload. */
export async function serveLocalPayment(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const text = (await readRequestBody(request)).toString('utf8')
  const isJson = (request.headers['content-type'] ?? '').includes('application/json')
  const fields = paymentFields(text, isJson)
  const result = localCheckoutResult({
    ...(fields.order_id ? { orderId: fields.order_id } : {}),
    ...(fields.subscription_id ? { subscriptionId: fields.subscription_id } : {}),
  })
  const returnTo = sameOriginPath(fields.return_to ?? null)
  if (isJson || !returnTo) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
    return
  }
  const target = new URL(returnTo, 'http://local')
  for (const [name, value] of Object.entries(result)) target.searchParams.set(name, value)
  response.writeHead(303, { location: `${target.pathname}${target.search}` }).end()
}

export const paymentGatewayStandIns = { [localCheckoutPath]: serveLocalCheckout, [localPaymentPath]: serveLocalPayment }
