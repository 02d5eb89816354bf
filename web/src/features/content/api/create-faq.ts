import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type CreateFaqBody = RouteInput<typeof routes.createFaq>['body']

/** `POST .../faqs`: adds a FAQ to an editable version. */
export function createFaq(scope: VersionScope, body: CreateFaqBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createFaq, { params, body }))
}

export function useCreateFaq(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateFaqBody) => requireAnswer(await createFaq(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'faqs') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
