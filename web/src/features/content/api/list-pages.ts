import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type ListPagesQuery = NonNullable<RouteInput<typeof routes.listPages>['query']>

/** `GET .../pages`: one page of the version's pages, newest first; search matches ids and text. */
export function listPages(scope: VersionScope, query: ListPagesQuery, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listPages, { params, query, signal }))
}

export function usePages(scope: VersionScope, query: ListPagesQuery) {
  return useQuery({
    queryKey: contentQueryKeys.list(scope, 'pages', query),
    queryFn: ({ signal }) => listPages(scope, query, signal),
    enabled: hasIdentifiers(scope),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}
