import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

/** `GET .../versions/{versionId}/appinfo`: what the assistant knows about the product; blank when never saved. */
export function getAppInfo(scope: VersionScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.getAppInfo, { params, signal }))
}

export function useAppInfo(scope: VersionScope) {
  return useQuery({
    queryKey: dataSourceQueryKeys.appInfo(scope),
    queryFn: ({ signal }) => getAppInfo(scope, signal),
    enabled: hasIdentifiers(scope),
  })
}
