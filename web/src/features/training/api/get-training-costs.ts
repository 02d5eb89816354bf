import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { trainingQueryKeys, type VersionIdentifiers } from './training-query-keys.ts'

/** `GET .../training/costs`: tokens and price of a standard training of the version, and the credit balance. */
export function getTrainingCosts(version: VersionIdentifiers, signal?: AbortSignal) {
  return apiClient.callRoute(routes.getTrainingCosts, { params: version, signal })
}

export function useTrainingCosts(version: VersionIdentifiers) {
  return useQuery({
    queryKey: trainingQueryKeys.costs(version),
    queryFn: ({ signal }) => getTrainingCosts(version, signal),
  })
}
