import type { AddOn, Plan } from '@platform/shared/contracts/billing'

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

/** What each plan limit counts, in words after its number: "2,000 chat messages a month". */
export const limitWords: Record<keyof Plan['limits'], string> = {
  chatMessages: 'chat messages a month',
  apiRequestsPerHour: 'API requests per hour',
  knowledge: 'knowledge Q&As',
  pages: 'pages',
  actions: 'actions',
  workflows: 'workflows',
  users: 'users',
  projects: 'projects',
  agents: 'agents',
  functions: 'functions',
  faqs: 'FAQs',
  files: 'files',
  urls: 'links',
  chatHistoryRetentionMonths: 'months of chat history',
}

/**
 * What an add-on gives, in words, never the limit's key.
 *
 * @example describeAddOn({ limits: { chatMessages: 5000 }, creditsUsd: 0 }) // '+5,000 chat messages a month'
 */
export function describeAddOn(addOn: Pick<AddOn, 'limits' | 'creditsUsd'>): string {
  const parts = Object.entries(addOn.limits).map(
    ([name, extra]) => `+${formatLimit(extra ?? 0)} ${limitWords[name as keyof Plan['limits']] ?? name}`,
  )
  if (addOn.creditsUsd > 0) parts.push(`+${formatUsd(addOn.creditsUsd)} credits`)
  return parts.join(', ')
}
