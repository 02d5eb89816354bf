import { routes } from '@platform/shared/routes'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'

export const currentUserQueryKey = ['users', 'me'] as const

/**
 * `GET /users/me`: the profile, or `null` after a server or network failure. The session guard reads the
 * failure itself, so it neither retries (a second 401 would hit the post-timeout block) nor toasts.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => apiClient.callRoute(routes.getCurrentUser, { signal }),
    retry: false,
    meta: { silent: true },
  })

export function useCurrentUser() {
  return useQuery(currentUserQuery())
}
