import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { apiClient } from '../../../lib/api.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { loginPathFor } from '../../session/index.ts'

/** `POST /auth/logout`: ends the session on the server and clears its cookie. */
export function logout() {
  return apiClient.callRoute(routes.logOut)
}

/**
 * Logs out, then clears cached data and the user and goes to login with the page the user was on as the
 * redirect (spec sections 2 and 4), so logging back in returns there.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  return useMutation({
    mutationFn: logout,
    onSuccess: async (answer) => {
      // A server or network failure leaves the session in place; saying otherwise would mislead.
      if (answer === null) return void toast.error('Logging out failed. Please try again.')
      await navigate(loginPathFor(location), { replace: true })
      queryClient.clear()
      consoleContextStore.signOut()
      toast.success('Logged out.')
    },
  })
}
