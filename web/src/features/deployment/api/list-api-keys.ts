import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { VersionIdentifiers } from '../../training/index.ts'
import { deploymentQueryKeys } from './deployment-query-keys.ts'

/** `GET .../models/api-keys`: the version's keys, newest first, without secrets. */
export function listApiKeys(version: VersionIdentifiers, signal?: AbortSignal) {
  return apiClient.callRoute(routes.listApiKeys, { params: version, signal })
}

export function useApiKeys(version: VersionIdentifiers) {
  return useQuery({
    queryKey: deploymentQueryKeys.apiKeys(version),
    queryFn: ({ signal }) => listApiKeys(version, signal),
  })
}
