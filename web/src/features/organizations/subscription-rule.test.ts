import { describe, expect, it } from 'vitest'
import { billingPath, destinationAfterChoosing, subscriptionRedirect } from './subscription-rule.ts'

describe('subscriptionRedirect', () => {
  it('sends an admin of an organization without an active subscription to billing with a message', () => {
    expect(subscriptionRedirect({ pathname: '/projects/', subscriptionActive: false, roleName: 'admin' })).toEqual({
      redirectTo: billingPath,
      notice: 'choosePlan',
    })
    expect(
      subscriptionRedirect({ pathname: '/orgs/settings/users', subscriptionActive: false, roleName: 'admin' }),
    ).toMatchObject({ redirectTo: billingPath })
  })

  it('leaves an admin on the billing page and its tabs', () => {
    expect(subscriptionRedirect({ pathname: billingPath, subscriptionActive: false, roleName: 'admin' })).toBeNull()
    expect(
      subscriptionRedirect({ pathname: '/orgs/settings/billing', subscriptionActive: false, roleName: 'admin' }),
    ).toBeNull()
  })

  it('sends anyone else to organization selection with the Subscription Required notice', () => {
    for (const roleName of ['editor', 'viewer']) {
      expect(subscriptionRedirect({ pathname: '/dashboard/', subscriptionActive: false, roleName })).toEqual({
        redirectTo: '/orgs/',
        notice: 'subscriptionRequired',
      })
    }
    expect(
      subscriptionRedirect({ pathname: billingPath, subscriptionActive: false, roleName: 'viewer' }),
    ).toMatchObject({ redirectTo: '/orgs/' })
  })

  it('keeps organization selection, creation and the account open, so nobody is trapped', () => {
    for (const pathname of ['/orgs/', '/orgs', '/orgs/create/', '/account/settings/']) {
      expect(subscriptionRedirect({ pathname, subscriptionActive: false, roleName: 'viewer' })).toBeNull()
      expect(subscriptionRedirect({ pathname, subscriptionActive: false, roleName: 'admin' })).toBeNull()
    }
  })

  it('does nothing with an active subscription or before the subscription and role are known', () => {
    expect(subscriptionRedirect({ pathname: '/projects/', subscriptionActive: true, roleName: 'viewer' })).toBeNull()
    expect(
      subscriptionRedirect({ pathname: '/projects/', subscriptionActive: undefined, roleName: 'admin' }),
    ).toBeNull()
    expect(subscriptionRedirect({ pathname: '/projects/', subscriptionActive: false, roleName: null })).toBeNull()
  })
})

describe('destinationAfterChoosing', () => {
  it('honours the redirect of an organization with an active subscription', () => {
    expect(destinationAfterChoosing({ subscription: { active: true } }, '/dashboard/?x=1')).toBe('/dashboard/?x=1')
    expect(destinationAfterChoosing({ subscription: { active: true } }, null)).toBe('/projects/')
  })

  it('goes to the project list for an organization without an active subscription', () => {
    expect(destinationAfterChoosing({ subscription: { active: false } }, '/dashboard/')).toBe('/projects/')
  })

  it('ignores redirects off the site', () => {
    expect(destinationAfterChoosing({ subscription: { active: true } }, '//evil.example/')).toBe('/projects/')
  })
})
