import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { currentUserQueryKey } from '../../session/index.ts'

export type VerifyOneTimePasswordBody = RouteInput<typeof routes.verifyOneTimePassword>['body']

/** `POST /auth/verify-otp`: finishes a two-factor login with the emailed or authenticator code. */
export function verifyOneTimePassword(body: VerifyOneTimePasswordBody) {
  return apiClient.callRoute(routes.verifyOneTimePassword, { body })
}

/**
 * The answer is the signed-in profile, so it becomes the cached `GET /users/me` answer and the session guard
 * lets the user through without another request. Errors are the form's to show.
 */
export function useVerifyOneTimePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: VerifyOneTimePasswordBody) => requireAnswer(await verifyOneTimePassword(body)),
    onSuccess: (profile) => queryClient.setQueryData(currentUserQueryKey, profile),
    meta: { silent: true },
  })
}
