import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type ListFaqsQuery = NonNullable<RouteInput<typeof routes.listFaqs>['query']>

/** `GET .../faqs`: one page of the version's FAQs, newest first; search matches ids and text. */
export function listFaqs(scope: VersionScope, query: ListFaqsQuery, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listFaqs, { params, query, signal }))
}

export function useFaqs(scope: VersionScope, query: ListFaqsQuery) {
  return useQuery({
    queryKey: contentQueryKeys.list(scope, 'faqs', query),
    queryFn: ({ signal }) => listFaqs(scope, query, signal),
    enabled: hasIdentifiers(scope),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}
