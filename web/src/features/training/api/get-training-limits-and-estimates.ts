import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { trainingQueryKeys, type VersionIdentifiers } from './training-query-keys.ts'

/** `GET .../training/limits-and-estimates`: item counts against the plan, estimated duration and blockers. */
export function getTrainingLimitsAndEstimates(version: VersionIdentifiers, signal?: AbortSignal) {
  return apiClient.callRoute(routes.getTrainingLimitsAndEstimates, { params: version, signal })
}

export function useTrainingLimitsAndEstimates(version: VersionIdentifiers) {
  return useQuery({
    queryKey: trainingQueryKeys.limitsAndEstimates(version),
    queryFn: ({ signal }) => getTrainingLimitsAndEstimates(version, signal),
  })
}
