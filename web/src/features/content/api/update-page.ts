import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type UpdatePageBody = RouteInput<typeof routes.updatePage>['body']

/** `PUT .../pages`: changes the fields given of the page with this id; the others keep their value. */
export function updatePage(scope: VersionScope, body: UpdatePageBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.updatePage, { params, body }))
}

export function useUpdatePage(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdatePageBody) => requireAnswer(await updatePage(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'pages') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
