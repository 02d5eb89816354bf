import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

export type StartNestedUrlSearchBody = RouteInput<typeof routes.startNestedUrlSearch>['body']

/** `POST .../urls/nested`: starts a job that finds same-site links from a URL. */
export function startNestedUrlSearch(scope: VersionScope, body: StartNestedUrlSearchBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.startNestedUrlSearch, { params, body }))
}

export function useStartNestedUrlSearch(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: StartNestedUrlSearchBody) => requireAnswer(await startNestedUrlSearch(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSourceQueryKeys.nestedUrlSearches(scope) }),
    meta: { silent: true },
  })
}
