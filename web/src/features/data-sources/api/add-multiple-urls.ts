import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

export type AddMultipleUrlsBody = RouteInput<typeof routes.addMultipleUrls>['body']

/** `POST .../urls/multiple`: adds several links at once, e.g. chosen from a nested-URL search. */
export function addMultipleUrls(scope: VersionScope, body: AddMultipleUrlsBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.addMultipleUrls, { params, body }))
}

export function useAddMultipleUrls(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: AddMultipleUrlsBody) => requireAnswer(await addMultipleUrls(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSourceQueryKeys.urls(scope) }),
  })
}
