import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from '../../components/toasts/toast-store.ts'
import { consoleContextStore, useConsoleContext } from '../../lib/console-context/use-console-context.ts'
import { myOrganizationRoleQuery } from './api/get-my-organization-role.ts'
import { organizationQuery } from './api/get-organization.ts'
import { createOrganizationRefreshThrottle, refreshOutcome } from './organization-refresh.ts'
import { subscriptionRedirect } from './subscription-rule.ts'

/** What the organization selection page reads from its history entry to show the "Subscription Required" modal. */
export interface SubscriptionRequiredState {
  subscriptionRequired: { organizationName: string }
}

/**
 * Keeps the selected organization current on every authenticated page (spec sections 4 and 9): its details and
 * the user's role are fetched when the organization changes and again on navigation at most once per
 * 10 seconds; an organization the user no longer belongs to is deselected; and without an active subscription
 * the user is sent to billing (admins) or to organization selection (everyone else).
 *
 * Returns true while the page must wait for a subscription redirect, so it does not flash first.
 */
export function useOrganizationSync(): boolean {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const signedIn = useConsoleContext((context) => context.user !== null)
  const orgId = useConsoleContext((context) => context.orgId)
  const org = useConsoleContext((context) => context.org)
  const orgRole = useConsoleContext((context) => context.orgRole)
  const [throttle] = useState(() => createOrganizationRefreshThrottle())

  const detailsMissing = org?.id !== orgId || orgRole?.organizationId !== orgId

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating (pathname) is what asks for a refresh
  useEffect(() => {
    if (!signedIn || !orgId || !throttle.shouldRefresh(orgId, detailsMissing)) return
    const organizationId = orgId
    void Promise.allSettled([
      queryClient.fetchQuery({ ...organizationQuery(organizationId), staleTime: 0 }),
      queryClient.fetchQuery({ ...myOrganizationRoleQuery(organizationId), staleTime: 0 }),
    ]).then(([organization, role]) => {
      // The user may have switched organization while the calls were out; their answers are stale then.
      if (consoleContextStore.getSnapshot().orgId !== organizationId) return
      const outcome = refreshOutcome(organization, role)
      if (outcome.kind === 'update') {
        consoleContextStore.selectOrganization(outcome.organization)
        consoleContextStore.setOrganizationRole(outcome.role)
      } else if (outcome.kind === 'clear') {
        // Only someone who was working in it lost access; a selection left by the previous user is dropped quietly.
        const wasShown = consoleContextStore.getSnapshot().org?.id === organizationId
        consoleContextStore.selectOrganization(null)
        if (wasShown) toast.info('You no longer have access to that organization. Choose another one.')
      } else {
        // Nothing usable came back; try again on the next navigation rather than in ten seconds.
        throttle.forget()
      }
    })
  }, [signedIn, orgId, detailsMissing, pathname, queryClient, throttle])

  const decision = signedIn
    ? subscriptionRedirect({
        pathname,
        subscriptionActive: org?.id === orgId ? org?.subscription?.active : undefined,
        roleName: orgRole?.organizationId === orgId ? (orgRole?.roleName ?? null) : null,
      })
    : null

  // Compared by value: a new decision object on every render must not navigate again.
  const redirectTo = decision?.redirectTo ?? null
  const notice = decision?.notice ?? null

  useEffect(() => {
    if (!redirectTo) return
    if (notice === 'choosePlan') {
      toast.info('Your organization has no active subscription. Choose a plan to continue.')
      return void navigate(redirectTo, { replace: true })
    }
    const state: SubscriptionRequiredState = {
      subscriptionRequired: { organizationName: consoleContextStore.getSnapshot().org?.name ?? 'This organization' },
    }
    void navigate(redirectTo, { replace: true, state })
  }, [redirectTo, notice, navigate])

  return decision !== null
}
