/** Prices from the gateway's minor unit (paise) as the page shows them, e.g. "₹1,999.00". */
export function formatPrice(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amountMinor / 100)
}

/** Credits and costs in US dollars, with enough digits for metered amounts of a fraction of a cent. */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: amount !== 0 && Math.abs(amount) < 1 ? 4 : 2,
  }).format(amount)
}

/** "2,000", or "Unlimited" for the catalogue's very large numbers. */
export function formatLimit(limit: number): string {
  return limit >= 1e9 ? 'Unlimited' : limit.toLocaleString('en-US')
}
