import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { currentUserQueryKey } from '../../session/index.ts'

export type UpdateTwoFactorBody = RouteInput<typeof routes.updateTwoFactor>['body']

/** `PUT /users/me/two-factor`: switches two-factor on (email or authenticator app) or off. */
export function updateTwoFactor(body: UpdateTwoFactorBody) {
  return apiClient.callRoute(routes.updateTwoFactor, { body })
}

export function useUpdateTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateTwoFactorBody) => requireAnswer(await updateTwoFactor(body)),
    onSuccess: (profile) => queryClient.setQueryData(currentUserQueryKey, profile),
    // A wrong authenticator code is shown under the code field; anything else is toasted by the form.
    meta: { silent: true },
  })
}
