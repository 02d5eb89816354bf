import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'

export type VerifyResetPasswordBody = RouteInput<typeof routes.verifyResetPassword>['body']

/** `POST /auth/verify-reset-password`: checks a reset code before the new password is sent. */
export function verifyResetPassword(body: VerifyResetPasswordBody) {
  return apiClient.callRoute(routes.verifyResetPassword, { body })
}

/** Errors are the form's to show (under its fields or in a toast), so the query client stays quiet. */
export function useVerifyResetPassword() {
  return useMutation({
    mutationFn: async (body: VerifyResetPasswordBody) => requireAnswer(await verifyResetPassword(body)),
    meta: { silent: true },
  })
}
