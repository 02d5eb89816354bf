import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type ListActionsQuery = NonNullable<RouteInput<typeof routes.listActions>['query']>

/** `GET .../actions`: one page of the version's actions, newest first; search matches ids and text. */
export function listActions(scope: VersionScope, query: ListActionsQuery, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listActions, { params, query, signal }))
}

export function useActions(scope: VersionScope, query: ListActionsQuery) {
  return useQuery({
    queryKey: contentQueryKeys.list(scope, 'actions', query),
    queryFn: ({ signal }) => listActions(scope, query, signal),
    enabled: hasIdentifiers(scope),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}
