import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'

export type UpdatePasswordBody = RouteInput<typeof routes.updatePassword>['body']

/** `PUT /auth/update-password`: changes the password after checking the current one. */
export function updatePassword(body: UpdatePasswordBody) {
  return apiClient.callRoute(routes.updatePassword, { body })
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: async (body: UpdatePasswordBody) => requireAnswer(await updatePassword(body)),
    meta: { silent: true },
  })
}
