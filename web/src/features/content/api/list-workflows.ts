import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type ListWorkflowsQuery = NonNullable<RouteInput<typeof routes.listWorkflows>['query']>

/** `GET .../workflows`: one page of the version's workflows, newest first; search matches ids and text. */
export function listWorkflows(scope: VersionScope, query: ListWorkflowsQuery, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listWorkflows, { params, query, signal }))
}

export function useWorkflows(scope: VersionScope, query: ListWorkflowsQuery) {
  return useQuery({
    queryKey: contentQueryKeys.list(scope, 'workflows', query),
    queryFn: ({ signal }) => listWorkflows(scope, query, signal),
    enabled: hasIdentifiers(scope),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}
