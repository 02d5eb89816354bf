import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'

export type ForgotPasswordBody = RouteInput<typeof routes.forgotPassword>['body']

/** `POST /auth/forgot-password`: emails a reset code; the answer is the same whether or not the account exists. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiClient.callRoute(routes.forgotPassword, { body })
}

/** Errors are the form's to show (under its fields or in a toast), so the query client stays quiet. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: ForgotPasswordBody) => requireAnswer(await forgotPassword(body)),
    meta: { silent: true },
  })
}
