import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { currentUserQueryKey } from '../../session/index.ts'

export type SetPasswordBody = RouteInput<typeof routes.setPassword>['body']

/** `POST /auth/set-password`: sets a first password on an account that has none. */
export function setPassword(body: SetPasswordBody) {
  return apiClient.callRoute(routes.setPassword, { body })
}

/**
 * The answer is the signed-in profile, so it becomes the cached `GET /users/me` answer and the session guard
 * lets the user through without another request. Errors are the form's to show.
 */
export function useSetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: SetPasswordBody) => requireAnswer(await setPassword(body)),
    onSuccess: (profile) => queryClient.setQueryData(currentUserQueryKey, profile),
    meta: { silent: true },
  })
}
