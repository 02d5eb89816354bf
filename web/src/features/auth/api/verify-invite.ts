import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'

export type VerifyInviteBody = RouteInput<typeof routes.verifyInvite>['body']

/** `POST /auth/verify-invite`: accepts an invitation, creating the account first when the email has none. */
export function verifyInvite(body: VerifyInviteBody) {
  return apiClient.callRoute(routes.verifyInvite, { body })
}

/** Errors are the form's to show (under its fields or in a toast), so the query client stays quiet. */
export function useVerifyInvite() {
  return useMutation({
    mutationFn: async (body: VerifyInviteBody) => requireAnswer(await verifyInvite(body)),
    meta: { silent: true },
  })
}
