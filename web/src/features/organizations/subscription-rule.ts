import { normalizePathname, paths, safeRedirect } from '../session/index.ts'

export const billingPath = '/orgs/settings/billing/'

/** Pages that stay open without an active subscription: choosing or creating another organization, the account. */
const openWithoutSubscription = new Set<string>([
  paths.organizations,
  '/orgs/create/',
  '/account/settings/',
  paths.twoFactor,
  paths.setPassword,
])

export type SubscriptionNotice =
  /** Admins: a message that a plan is needed, shown on the billing page they are sent to. */
  | 'choosePlan'
  /** Others: the "Subscription Required" modal on organization selection, asking them to ask an admin. */
  | 'subscriptionRequired'

export interface SubscriptionRedirect {
  redirectTo: string
  notice: SubscriptionNotice
}

export interface SubscriptionRuleInput {
  pathname: string
  /** The selected organization's subscription flag; undefined while the organization is not loaded. */
  subscriptionActive: boolean | undefined
  /** The user's role in it, or null while not known. */
  roleName: string | null
}

/**
 * Spec sections 4 and 6: without an active subscription an admin is sent to billing with a message and anyone
 * else to organization selection with the "Subscription Required" modal. Nothing happens until both the
 * subscription and the role are known, so a page never bounces on half-loaded data.
 *
 * @example
 * subscriptionRedirect({ pathname: '/projects/', subscriptionActive: false, roleName: 'viewer' })
 * // { redirectTo: '/orgs/', notice: 'subscriptionRequired' }
 */
export function subscriptionRedirect({
  pathname,
  subscriptionActive,
  roleName,
}: SubscriptionRuleInput): SubscriptionRedirect | null {
  if (subscriptionActive !== false || roleName === null) return null
  const page = normalizePathname(pathname)
  if (openWithoutSubscription.has(page)) return null
  if (roleName === 'admin') {
    return page.startsWith(billingPath) ? null : { redirectTo: billingPath, notice: 'choosePlan' }
  }
  return { redirectTo: paths.organizations, notice: 'subscriptionRequired' }
}

/**
 * Where choosing an organization on the selection page leads: the page the user was sent from, or the project
 * list. An organization without an active subscription always leads to the project list (spec section 4), where
 * the subscription rule takes over instead of a deep link half-rendering first.
 */
export function destinationAfterChoosing(
  organization: { subscription?: { active: boolean } },
  redirect: string | null,
): string {
  if (organization.subscription?.active === false) return paths.projects
  return safeRedirect(redirect) ?? paths.projects
}
