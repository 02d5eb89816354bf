import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** `GET .../models/api-keys`: the version's keys, whose embed ids the widget builder offers. */
export function listApiKeys(scope: VersionScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listApiKeys, { params, signal }))
}

export function useApiKeys(scope: VersionScope, enabled: boolean) {
  return useQuery({
    queryKey: [...projectQueryKeys.version(scope), 'api-keys'],
    queryFn: ({ signal }) => listApiKeys(scope, signal),
    enabled: enabled && hasIdentifiers(scope),
  })
}
