import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type CreatePageBody = RouteInput<typeof routes.createPage>['body']

/** `POST .../pages`: adds a page to an editable version. */
export function createPage(scope: VersionScope, body: CreatePageBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createPage, { params, body }))
}

export function useCreatePage(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreatePageBody) => requireAnswer(await createPage(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'pages') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
