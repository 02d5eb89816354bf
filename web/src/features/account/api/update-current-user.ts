import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { currentUserQueryKey } from '../../session/index.ts'

export type UpdateCurrentUserBody = RouteInput<typeof routes.updateCurrentUser>['body']

/** `PUT /users/me`: updates the signed-in user's profile and answers with it. */
export function updateCurrentUser(body: UpdateCurrentUserBody) {
  return apiClient.callRoute(routes.updateCurrentUser, { body })
}

export function useUpdateCurrentUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateCurrentUserBody) => requireAnswer(await updateCurrentUser(body)),
    // The answer is the new profile; caching it updates the name in the top bar at once.
    onSuccess: (profile) => queryClient.setQueryData(currentUserQueryKey, profile),
    meta: { silent: true },
  })
}
