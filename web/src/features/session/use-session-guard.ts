import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from '../../components/toasts/toast-store.ts'
import { consoleContextStore, useConsoleContext } from '../../lib/console-context/use-console-context.ts'
import { useCurrentUser } from './api/get-current-user.ts'
import { consoleRedirect, redirectNotice, type SessionState } from './navigation-rules.ts'
import { sessionStateFrom } from './session-state.ts'

export interface SessionGuard {
  session: SessionState
  /** Where the guard is sending the user; the page must not render meanwhile. */
  redirectTo: string | null
  retry: () => void
}

/**
 * Fetches the profile when an authenticated page mounts, mirrors it into the locally kept context and applies
 * the navigation rules. Every authenticated route goes through this one hook.
 */
export function useSessionGuard(): SessionGuard {
  const location = useLocation()
  const navigate = useNavigate()
  const profile = useCurrentUser()
  const orgId = useConsoleContext((context) => context.orgId)
  const orgRoleName = useConsoleContext((context) => context.orgRole?.roleName ?? null)

  const session = sessionStateFrom(profile)
  const redirectTo = consoleRedirect({ location, session, orgId, orgRoleName })

  useEffect(() => {
    if (session.status === 'loading') {
      consoleContextStore.setLoadingUser(true)
    } else {
      consoleContextStore.setUser(session.status === 'signedIn' ? (profile.data ?? null) : null)
      consoleContextStore.setTwoFaPage(session.status === 'twoFactorPending')
    }
  }, [session.status, profile.data])

  const notice = redirectTo ? redirectNotice(location.pathname, orgRoleName) : null
  useEffect(() => {
    if (!redirectTo) return
    if (notice) toast.info(notice)
    navigate(redirectTo, { replace: true })
  }, [redirectTo, notice, navigate])

  return { session, redirectTo, retry: () => void profile.refetch() }
}
