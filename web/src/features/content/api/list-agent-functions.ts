import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type ListAgentFunctionsQuery = NonNullable<RouteInput<typeof routes.listAgentFunctions>['query']>

/** `GET .../agent-functions`: one page of the version's agent functions, newest first; search matches ids and text. */
export function listAgentFunctions(scope: VersionScope, query: ListAgentFunctionsQuery, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listAgentFunctions, { params, query, signal }))
}

export function useAgentFunctions(scope: VersionScope, query: ListAgentFunctionsQuery) {
  return useQuery({
    queryKey: contentQueryKeys.list(scope, 'agent-functions', query),
    queryFn: ({ signal }) => listAgentFunctions(scope, query, signal),
    enabled: hasIdentifiers(scope),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}
