import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { pollWhileUnfinished } from '../../../components/jobs/job-polling.ts'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

/** `GET .../files`: the version's uploaded files with their extraction status. */
export function listFiles(scope: VersionScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listFiles, { params, signal }))
}

/** Polled every 2 seconds while a file's text is still being extracted. */
export function useFiles(scope: VersionScope) {
  return useQuery({
    queryKey: dataSourceQueryKeys.files(scope),
    queryFn: ({ signal }) => listFiles(scope, signal),
    enabled: hasIdentifiers(scope),
    refetchInterval: (query) => pollWhileUnfinished(query.state.data, (file) => file.status),
  })
}
