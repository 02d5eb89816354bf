/**
 * The local payment gateway's Pay button, as the console's browser would press it: answers what Razorpay Checkout
 * hands the page after a payment (payment id, order or subscription id, signature).
 */
export async function payLocally(
  platformUrl: string,
  reference: { order_id?: string; subscription_id?: string },
): Promise<Record<string, string>> {
  const response = await fetch(`${platformUrl}/local/payment-gateway/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(reference),
  })
  return (await response.json()) as Record<string, string>
}
