import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'

export type SignUpBody = RouteInput<typeof routes.signUp>['body']

/** `POST /auth/signup`: creates the account and emails a verification code. */
export function signUp(body: SignUpBody) {
  return apiClient.callRoute(routes.signUp, { body })
}

/** Errors are the form's to show (under its fields or in a toast), so the query client stays quiet. */
export function useSignUp() {
  return useMutation({
    mutationFn: async (body: SignUpBody) => requireAnswer(await signUp(body)),
    meta: { silent: true },
  })
}
