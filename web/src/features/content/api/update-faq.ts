import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type UpdateFaqBody = RouteInput<typeof routes.updateFaq>['body']

/** `PUT .../faqs`: changes the fields given of the FAQ with this id; the others keep their value. */
export function updateFaq(scope: VersionScope, body: UpdateFaqBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.updateFaq, { params, body }))
}

export function useUpdateFaq(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateFaqBody) => requireAnswer(await updateFaq(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'faqs') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
