import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'

export type ResetPasswordBody = RouteInput<typeof routes.resetPassword>['body']

/** `POST /auth/reset-password`: sets the new password with the reset code and ends every session of the account. */
export function resetPassword(body: ResetPasswordBody) {
  return apiClient.callRoute(routes.resetPassword, { body })
}

/** Errors are the form's to show (under its fields or in a toast), so the query client stays quiet. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => requireAnswer(await resetPassword(body)),
    meta: { silent: true },
  })
}
