import type { ListKnowledgeQuery } from '@platform/shared/contracts/knowledge'
import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

export type KnowledgeQuery = Partial<ListKnowledgeQuery>

/** `GET .../knowledge`: one page of prompt and completion pairs, newest first (spec section 9: 5 per page). */
export function listKnowledge(scope: VersionScope, query: KnowledgeQuery, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listKnowledge, { params, query, signal }))
}

export function useKnowledge(scope: VersionScope, query: KnowledgeQuery) {
  return useQuery({
    queryKey: knowledgeQueryKeys.page(scope, query),
    queryFn: ({ signal }) => listKnowledge(scope, query, signal),
    enabled: hasIdentifiers(scope),
    // Paging and searching keep the rows on screen until the next page arrives, so the table does not jump.
    placeholderData: keepPreviousData,
  })
}
