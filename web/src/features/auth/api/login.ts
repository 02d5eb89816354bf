import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput, RouteOutput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { currentUserQueryKey } from '../../session/index.ts'

export type LoginCredentials = RouteInput<typeof routes.logIn>['body']
export type LoginAnswer = RouteOutput<typeof routes.logIn>

/**
 * `POST /auth/login`: signs in, or holds the user for a second factor (`twoFactorRequired`). Resolves to `null`
 * after a server error or network failure (already logged by the client).
 */
export function login(credentials: LoginCredentials): Promise<LoginAnswer | null> {
  return apiClient.callRoute(routes.logIn, { body: credentials })
}

/** Whether a login answer holds the user for a second factor; anything unexpected counts as no. */
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
    // Failures are toasted: a wrong password by the client (a 401), the rest by the query client.
    mutationFn: async (credentials: LoginCredentials) => requireAnswer(await login(credentials)),
    // A new session means a new profile; the guard refetches it on the next authenticated page.
    onSuccess: () => queryClient.removeQueries({ queryKey: currentUserQueryKey }),
  })
}
