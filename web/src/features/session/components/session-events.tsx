import { errorCatalogue } from '@platform/shared/errors'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { passwordNotSetEvent, sessionTimedOutEvent } from '../../../lib/api-client.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { loginPathFor, normalizePathname, paths } from '../navigation-rules.ts'

/**
 * Reacts to the API client's window events (spec section 7 "Events"): a timed-out session logs out, a user
 * without a password goes to set-password. Rendered once, in the root layout.
 */
export function SessionEvents() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const location = useLocation()
  // The listeners are registered once; the ref gives them the current page without re-registering.
  const locationRef = useRef(location)
  locationRef.current = location

  useEffect(() => {
    async function onSessionTimedOut() {
      const wasSignedIn = consoleContextStore.getSnapshot().user !== null
      const current = locationRef.current
      if (normalizePathname(current.pathname) !== paths.login) {
        await navigate(loginPathFor(current), { replace: true })
      }
      // Cleared after leaving the page, so its queries do not refetch into the block.
      queryClient.clear()
      consoleContextStore.signOut()
      // A visitor who was never signed in has no session to lose; only a real expiry deserves the message.
      if (wasSignedIn) toast.info(errorCatalogue.UNAUTHORIZED.message)
    }
    function onPasswordNotSet() {
      void navigate(paths.setPassword, { replace: true })
    }
    window.addEventListener(sessionTimedOutEvent, onSessionTimedOut)
    window.addEventListener(passwordNotSetEvent, onPasswordNotSet)
    return () => {
      window.removeEventListener(sessionTimedOutEvent, onSessionTimedOut)
      window.removeEventListener(passwordNotSetEvent, onPasswordNotSet)
    }
  }, [navigate, queryClient])

  return null
}
