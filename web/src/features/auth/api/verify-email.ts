import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { currentUserQueryKey } from '../../session/index.ts'

export type VerifyEmailBody = RouteInput<typeof routes.verifyEmail>['body']

/** `POST /auth/verify-email`: activates the account with the emailed code and signs the person in. */
export function verifyEmail(body: VerifyEmailBody) {
  return apiClient.callRoute(routes.verifyEmail, { body })
}

/**
 * The answer is the signed-in profile, so it becomes the cached `GET /users/me` answer and the session guard
 * lets the user through without another request. Errors are the form's to show.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: VerifyEmailBody) => requireAnswer(await verifyEmail(body)),
    onSuccess: (profile) => queryClient.setQueryData(currentUserQueryKey, profile),
    meta: { silent: true },
  })
}
