import type { CurrentPlan, Plan } from '@platform/shared/contracts/billing'
import { formatDate } from '../../lib/format-date.ts'

const dayMilliseconds = 24 * 60 * 60 * 1000

/** The label of the current period's end: a trial ends, a cancelled plan's service ends, a paid plan renews. */
export function periodEndLabel(plan: Pick<CurrentPlan, 'status' | 'cancelAtPeriodEnd'> | null | undefined): string {
  if (plan?.status === 'trialing') return 'Trial ends'
  return plan?.cancelAtPeriodEnd ? 'Service ends' : 'Renews'
}

/**
 * What "Start Free Trial" starts, said before the click: the catalogue's trial plan (which plan it copies and
 * for how long) and the day it would end.
 *
 * @example
 * trialOffer([{ interval: 'trial', description: 'Everything in Growth for 14 days, once per organization.', trialDays: 14 }], now)
 * // 'Everything in Growth for 14 days, once per organization. It would end on 12 Dec 2026; nothing is charged.'
 */
export function trialOffer(
  plans: ReadonlyArray<Pick<Plan, 'interval' | 'description' | 'trialDays'>>,
  now: Date,
  locale?: string,
): string | null {
  const trial = plans.find((plan) => plan.interval === 'trial')
  if (!trial?.trialDays) return null
  const end = new Date(now.getTime() + trial.trialDays * dayMilliseconds).toISOString()
  return `${trial.description} It would end on ${formatDate(end, locale, 'UTC')}; nothing is charged.`
}
