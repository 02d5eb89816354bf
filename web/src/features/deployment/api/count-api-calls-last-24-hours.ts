import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { VersionIdentifiers } from '../../training/index.ts'
import { deploymentQueryKeys } from './deployment-query-keys.ts'

/** `POST .../models/analytics/api-count-last-24-hours`: answered calls per hour. */
export function countApiCallsLast24Hours(version: VersionIdentifiers, modelId: string, signal?: AbortSignal) {
  return apiClient.callRoute(routes.countApiCallsLast24Hours, { params: version, body: { modelId }, signal })
}

export function useApiCountLast24Hours(version: VersionIdentifiers, modelId: string | null) {
  return useQuery({
    queryKey: deploymentQueryKeys.apiCount(version, modelId ?? ''),
    queryFn: ({ signal }) => countApiCallsLast24Hours(version, modelId ?? '', signal),
    enabled: Boolean(modelId),
    refetchInterval: 60_000,
  })
}
