import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type ListSystemPromptsQuery = NonNullable<RouteInput<typeof routes.listSystemPrompts>['query']>

/** `GET .../system-prompts`: one page of the version's system prompts, newest first; search matches ids and text. */
export function listSystemPrompts(scope: VersionScope, query: ListSystemPromptsQuery, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listSystemPrompts, { params, query, signal }))
}

export function useSystemPrompts(scope: VersionScope, query: ListSystemPromptsQuery) {
  return useQuery({
    queryKey: contentQueryKeys.list(scope, 'system-prompts', query),
    queryFn: ({ signal }) => listSystemPrompts(scope, query, signal),
    enabled: hasIdentifiers(scope),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}
