import type { Profile } from '@platform/shared/contracts/users'

/**
 * Spec section 2 "Navigation behaviour" as pure functions, so every rule lives in one place and is tested
 * without a browser. The session guard and the login page are their only callers.
 */

export type SessionState =
  | { status: 'loading' }
  /** The profile could not be fetched for a reason that is not about the session (server or network). */
  | { status: 'unavailable' }
  | { status: 'signedOut' }
  | { status: 'twoFactorPending' }
  | { status: 'passwordNotSet' }
  | { status: 'signedIn'; profile: Pick<Profile, 'passwordSet' | 'oauthEnabled'> }

export interface ConsoleLocation {
  pathname: string
  search: string
}

export interface NavigationInput {
  location: ConsoleLocation
  session: SessionState
  orgId: string | null
  /** The role in the selected organization, or null while it is not known. */
  orgRoleName: string | null
}

export const paths = {
  login: '/login/',
  twoFactor: '/2fa/',
  setPassword: '/set-password/',
  organizations: '/orgs/',
  organizationSettings: '/orgs/settings/',
  projects: '/projects/',
} as const

/** Console pages that make sense before an organization is chosen. */
const pagesWithoutOrganization = new Set<string>([
  paths.organizations,
  '/orgs/create/',
  '/account/settings/',
  paths.twoFactor,
  paths.setPassword,
])

/** React Router matches `/orgs` and `/orgs/` alike; the rules compare the spec's trailing-slash form. */
export function normalizePathname(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`
}

/** Only same-site paths are honoured, so a crafted link cannot send a user elsewhere after login. */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null
  if (normalizePathname(redirect.split(/[?#]/)[0] ?? '') === paths.login) return null
  return redirect
}

export function redirectParameter(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get('redirect'))
}

function withRedirect(path: string, redirect: string): string {
  return `${path}?${new URLSearchParams({ redirect }).toString()}`
}

/** Session expiry or logout: back to login, remembering the page the user was on. */
export function loginPathFor(location: ConsoleLocation): string {
  return withRedirect(paths.login, `${location.pathname}${location.search}`)
}

/**
 * Where a successful login leads: the two-factor page when the answer asks for a code, then the redirect when
 * an organization is selected, otherwise organization selection; the redirect travels along each step.
 */
export function destinationAfterLogin(
  redirect: string | null,
  orgId: string | null,
  { twoFactorRequired = false }: { twoFactorRequired?: boolean } = {},
): string {
  const target = safeRedirect(redirect)
  if (twoFactorRequired) return target ? withRedirect(paths.twoFactor, target) : paths.twoFactor
  if (orgId) return target ?? paths.projects
  return target ? withRedirect(paths.organizations, target) : paths.organizations
}

function needsPassword(session: SessionState): boolean {
  if (session.status === 'passwordNotSet') return true
  return session.status === 'signedIn' && !session.profile.passwordSet && !session.profile.oauthEnabled
}

/**
 * Where an authenticated page must send the user instead of rendering, or null to render it.
 *
 * @example
 * consoleRedirect({ location, session: { status: 'signedOut' }, orgId: null, orgRoleName: null })
 * // '/login/?redirect=%2Fdashboard%2F'
 */
export function consoleRedirect({ location, session, orgId, orgRoleName }: NavigationInput): string | null {
  const pathname = normalizePathname(location.pathname)
  const here = (path: string) => (pathname === path ? null : path)

  switch (session.status) {
    case 'loading':
    case 'unavailable':
      return null
    case 'signedOut':
      return loginPathFor(location)
    case 'twoFactorPending':
      // Held at the two-factor page until the code is accepted.
      return here(paths.twoFactor)
  }
  if (needsPassword(session)) return here(paths.setPassword)

  // A finished session has nothing to do on the interstitial pages; carry on where login would have gone.
  if (pathname === paths.twoFactor || pathname === paths.setPassword) {
    return destinationAfterLogin(redirectParameter(location.search), orgId)
  }
  if (!orgId && !pagesWithoutOrganization.has(pathname)) {
    return withRedirect(paths.organizations, `${location.pathname}${location.search}`)
  }
  if (refusedOrganizationSettings(pathname, orgRoleName)) return paths.projects
  return null
}

function refusedOrganizationSettings(pathname: string, orgRoleName: string | null): boolean {
  return pathname.startsWith(paths.organizationSettings) && orgRoleName !== null && orgRoleName !== 'admin'
}

/**
 * The sentence that goes with a redirect the user would not otherwise understand: a non-admin sent away from
 * organization settings is told why, instead of landing on the project list without a word.
 *
 * @example
 * redirectNotice('/orgs/settings/users/', 'viewer')
 * // 'Only admins open organization settings; your role here is viewer. Ask an admin to change it.'
 */
export function redirectNotice(pathname: string, orgRoleName: string | null): string | null {
  if (!refusedOrganizationSettings(normalizePathname(pathname), orgRoleName)) return null
  return `Only admins open organization settings; your role here is ${orgRoleName}. Ask an admin to change it.`
}
