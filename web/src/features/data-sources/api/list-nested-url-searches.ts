import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { pollWhileUnfinished } from '../../../components/jobs/job-polling.ts'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

/** `GET .../urls/nested`: the version's nested-URL searches, newest first, with counts and found links. */
export function listNestedUrlSearches(scope: VersionScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listNestedUrlSearches, { params, signal }))
}

/** Polled every 2 seconds while a search is queued or running. */
export function useNestedUrlSearches(scope: VersionScope) {
  return useQuery({
    queryKey: dataSourceQueryKeys.nestedUrlSearches(scope),
    queryFn: ({ signal }) => listNestedUrlSearches(scope, signal),
    enabled: hasIdentifiers(scope),
    refetchInterval: (query) => pollWhileUnfinished(query.state.data, (search) => search.status),
  })
}
