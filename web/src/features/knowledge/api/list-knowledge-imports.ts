import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { pollWhileUnfinished } from '../../../components/jobs/job-polling.ts'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

/** `GET .../knowledge/imports`: the version's CSV imports, newest first, with progress and row report. */
export function listKnowledgeImports(scope: VersionScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listKnowledgeImports, { params, signal }))
}

/** Polled every 2 seconds while an import is queued or running. */
export function useKnowledgeImports(scope: VersionScope) {
  return useQuery({
    queryKey: knowledgeQueryKeys.imports(scope),
    queryFn: ({ signal }) => listKnowledgeImports(scope, signal),
    enabled: hasIdentifiers(scope),
    refetchInterval: (query) => pollWhileUnfinished(query.state.data, (entry) => entry.status),
  })
}
