import { planName } from '../../lib/plan-name.ts'

/** What the console knows of a subscription: the active flag and, when known, the plan. */
export interface Subscription {
  active: boolean
  planId?: string | null
}

/** The plan every organization starts on; it is not a subscription (nothing is paid or renewed). */
const freePlanId = 'free'

export interface SubscriptionState {
  label: string
  /** Cloudscape status indicator type. */
  indicator: 'success' | 'info' | 'warning'
}

/**
 * What the organization's subscription really is. An organization on the free plan has no subscription at all,
 * so it is not shown as an "Active" one.
 *
 * @example describeSubscription({ active: true, planId: 'free' }) // { label: 'Free plan — no subscription', … }
 */
export function describeSubscription(subscription: Subscription): SubscriptionState {
  const planId = subscription.planId
  if (!planId || planId === freePlanId) return { label: 'Free plan — no subscription', indicator: 'info' }
  const plan = `${planName(planId)} plan`
  return subscription.active
    ? { label: `${plan} — active`, indicator: 'success' }
    : { label: `${plan} — inactive`, indicator: 'warning' }
}
