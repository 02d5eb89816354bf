import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { currentUserQueryKey } from '../../session/api/get-current-user.ts'

export interface LoginCredentials {
  email: string
  password: string
}

/**
 * `POST /auth/login` (spec section 7). Not in the shared route table yet: the accounts work adds it there
 * with its request schema, and this call then switches to `apiClient.callRoute(routes.login, ...)`.
 * Resolves to `null` after a server error or network failure (already logged by the client).
 */
export function login(credentials: LoginCredentials): Promise<unknown> {
  return apiClient.request({ method: 'POST', path: '/auth/login', body: credentials })
}

/**
 * Whether the login answer holds the user for a second factor. Read structurally (`twoFactorRequired: true`)
 * so the console does not depend on the exact login contract before it lands in the route table.
 */
export function requiresTwoFactor(answer: unknown): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { twoFactorRequired?: unknown }).twoFactorRequired === true
  )
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    // A new session means a new profile; the guard refetches it on the next authenticated page.
    onSuccess: () => queryClient.removeQueries({ queryKey: currentUserQueryKey }),
  })
}
