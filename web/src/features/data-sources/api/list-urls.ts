import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { pollWhileUnfinished } from '../../../components/jobs/job-polling.ts'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

/** `GET .../urls`: the version's links with their fetch status. */
export function listUrls(scope: VersionScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listUrls, { params, signal }))
}

/** Polled every 2 seconds while a link is still being read. */
export function useUrls(scope: VersionScope) {
  return useQuery({
    queryKey: dataSourceQueryKeys.urls(scope),
    queryFn: ({ signal }) => listUrls(scope, signal),
    enabled: hasIdentifiers(scope),
    refetchInterval: (query) => pollWhileUnfinished(query.state.data, (source) => source.status),
  })
}
