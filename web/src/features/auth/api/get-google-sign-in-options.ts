import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'

/**
 * `GET /auth/oauth/google`: how Google sign-in is offered (client id, local stand-in, or not at all). It does not
 * change while the console runs, and a failure only means no Google button, so it is fetched once and quietly.
 */
export function useGoogleSignInOptions() {
  return useQuery({
    queryKey: ['auth', 'oauth', 'google'],
    queryFn: ({ signal }) => apiClient.callRoute(routes.getGoogleSignInOptions, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  })
}
