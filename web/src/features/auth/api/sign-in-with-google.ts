import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { currentUserQueryKey } from '../../session/index.ts'

/**
 * `POST /auth/oauth/google`: signs in or up with a Google access token, which the server checks with Google.
 * The answer has the login's shape, so a Google account with two-factor is held for its code too.
 */
export function signInWithGoogle(accessToken: string) {
  return apiClient.callRoute(routes.signInWithGoogle, { body: { accessToken } })
}

export function useSignInWithGoogle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (accessToken: string) => requireAnswer(await signInWithGoogle(accessToken)),
    onSuccess: () => queryClient.removeQueries({ queryKey: currentUserQueryKey }),
  })
}
