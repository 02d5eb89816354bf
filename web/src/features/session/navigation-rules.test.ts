import { describe, expect, it } from 'vitest'
import {
  consoleRedirect,
  destinationAfterLogin,
  loginPathFor,
  type NavigationInput,
  normalizePathname,
  redirectNotice,
  redirectParameter,
  type SessionState,
  safeRedirect,
} from './navigation-rules.ts'

const signedIn: SessionState = { status: 'signedIn', profile: { passwordSet: true, oauthEnabled: false } }

function at(pathAndSearch: string, overrides: Partial<NavigationInput> = {}): NavigationInput {
  const url = new URL(pathAndSearch, 'https://console.example.com')
  return {
    location: { pathname: url.pathname, search: url.search },
    session: signedIn,
    orgId: 'org-1',
    orgRoleName: 'admin',
    ...overrides,
  }
}

describe('consoleRedirect', () => {
  it('renders nothing else while the session is loading or unreachable', () => {
    expect(consoleRedirect(at('/dashboard/', { session: { status: 'loading' } }))).toBeNull()
    expect(consoleRedirect(at('/dashboard/', { session: { status: 'unavailable' } }))).toBeNull()
  })

  it('sends a signed-out user to login with the page and its query as redirect', () => {
    expect(consoleRedirect(at('/projects/evaluation/?pg=playground', { session: { status: 'signedOut' } }))).toBe(
      '/login/?redirect=%2Fprojects%2Fevaluation%2F%3Fpg%3Dplayground',
    )
  })

  it('holds a user in the two-factor state at /2fa/', () => {
    const session: SessionState = { status: 'twoFactorPending' }
    expect(consoleRedirect(at('/dashboard/', { session }))).toBe('/2fa/')
    expect(consoleRedirect(at('/2fa/', { session }))).toBeNull()
    expect(consoleRedirect(at('/2fa', { session }))).toBeNull()
  })

  it('sends a user without password and without OAuth to set-password', () => {
    expect(consoleRedirect(at('/dashboard/', { session: { status: 'passwordNotSet' } }))).toBe('/set-password/')
    const profileWithoutPassword: SessionState = {
      status: 'signedIn',
      profile: { passwordSet: false, oauthEnabled: false },
    }
    expect(consoleRedirect(at('/dashboard/', { session: profileWithoutPassword }))).toBe('/set-password/')
    expect(consoleRedirect(at('/set-password/', { session: profileWithoutPassword }))).toBeNull()
  })

  it('lets an OAuth user without password through', () => {
    const oauthUser: SessionState = { status: 'signedIn', profile: { passwordSet: false, oauthEnabled: true } }
    expect(consoleRedirect(at('/dashboard/', { session: oauthUser }))).toBeNull()
  })

  it('moves a finished session off the interstitial pages, honouring their redirect', () => {
    expect(consoleRedirect(at('/2fa/?redirect=%2Fdashboard%2F'))).toBe('/dashboard/')
    expect(consoleRedirect(at('/set-password/'))).toBe('/projects/')
    expect(consoleRedirect(at('/2fa/?redirect=%2Fdashboard%2F', { orgId: null }))).toBe(
      '/orgs/?redirect=%2Fdashboard%2F',
    )
  })

  it('sends a user without a selected organization to organization selection', () => {
    expect(consoleRedirect(at('/projects/training/', { orgId: null }))).toBe(
      '/orgs/?redirect=%2Fprojects%2Ftraining%2F',
    )
  })

  it.each(['/orgs/', '/orgs', '/orgs/create/', '/account/settings/'])(
    'lets %s open without an organization',
    (path) => {
      expect(consoleRedirect(at(path, { orgId: null }))).toBeNull()
    },
  )

  it('sends non-admins away from organization settings to the project list', () => {
    expect(consoleRedirect(at('/orgs/settings/users/', { orgRoleName: 'member' }))).toBe('/projects/')
    expect(consoleRedirect(at('/orgs/settings/billing/?bt=plans', { orgRoleName: 'member' }))).toBe('/projects/')
    expect(consoleRedirect(at('/orgs/settings/', { orgRoleName: 'admin' }))).toBeNull()
  })

  it('tells a non-admin sent away from organization settings why (issue 43, item 19)', () => {
    expect(redirectNotice('/orgs/settings/users', 'viewer')).toBe(
      'Only admins open organization settings; your role here is viewer. Ask an admin to change it.',
    )
    expect(redirectNotice('/orgs/settings/', 'admin')).toBeNull()
    expect(redirectNotice('/projects/', 'viewer')).toBeNull()
    expect(redirectNotice('/orgs/settings/', null)).toBeNull()
  })

  it('waits for the role before judging organization settings', () => {
    expect(consoleRedirect(at('/orgs/settings/', { orgRoleName: null }))).toBeNull()
  })

  it('renders a signed-in user with an organization where they are', () => {
    expect(consoleRedirect(at('/dashboard/'))).toBeNull()
  })
})

describe('destinationAfterLogin', () => {
  it('honours the redirect when an organization is selected', () => {
    expect(destinationAfterLogin('/projects/training/', 'org-1')).toBe('/projects/training/')
  })

  it('goes to organization selection carrying the redirect when none is selected', () => {
    expect(destinationAfterLogin('/projects/training/?x=1', null)).toBe(
      '/orgs/?redirect=%2Fprojects%2Ftraining%2F%3Fx%3D1',
    )
  })

  it('goes to the two-factor page first when the login asks for a code, keeping the redirect', () => {
    expect(destinationAfterLogin('/dashboard/', 'org-1', { twoFactorRequired: true })).toBe(
      '/2fa/?redirect=%2Fdashboard%2F',
    )
    expect(destinationAfterLogin(null, null, { twoFactorRequired: true })).toBe('/2fa/')
  })

  it('has defaults without a redirect', () => {
    expect(destinationAfterLogin(null, 'org-1')).toBe('/projects/')
    expect(destinationAfterLogin(null, null)).toBe('/orgs/')
  })

  it('ignores redirects that leave the site or loop to login', () => {
    expect(destinationAfterLogin('https://evil.example.com/', 'org-1')).toBe('/projects/')
    expect(destinationAfterLogin('//evil.example.com/', 'org-1')).toBe('/projects/')
    expect(destinationAfterLogin('/\\evil.example.com/', 'org-1')).toBe('/projects/')
    expect(destinationAfterLogin('/login/?redirect=/x', 'org-1')).toBe('/projects/')
  })
})

describe('helpers', () => {
  it('builds the login path from a location', () => {
    expect(loginPathFor({ pathname: '/dashboard/', search: '' })).toBe('/login/?redirect=%2Fdashboard%2F')
  })

  it('reads a safe redirect parameter', () => {
    expect(redirectParameter('?redirect=%2Forgs%2Fcosts%2F')).toBe('/orgs/costs/')
    expect(redirectParameter('?redirect=https%3A%2F%2Fevil.example.com')).toBeNull()
    expect(redirectParameter('')).toBeNull()
  })

  it('normalizes trailing slashes', () => {
    expect(normalizePathname('/orgs')).toBe('/orgs/')
    expect(normalizePathname('/orgs/')).toBe('/orgs/')
  })

  it('rejects empty and relative redirects', () => {
    expect(safeRedirect('')).toBeNull()
    expect(safeRedirect('dashboard')).toBeNull()
    expect(safeRedirect(undefined)).toBeNull()
  })
})
