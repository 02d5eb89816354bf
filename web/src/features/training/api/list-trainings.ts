import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { trainingPollInterval } from '../training-progress.ts'
import { trainingQueryKeys, type VersionIdentifiers } from './training-query-keys.ts'

/** `GET .../training`: the version's trainings, newest first, with progress and metrics. */
export function listTrainings(version: VersionIdentifiers, signal?: AbortSignal) {
  return apiClient.callRoute(routes.listTrainings, { params: version, signal })
}

/**
 * The list polls itself every two seconds while a training is queued or running, and stops when none is.
 * Polling goes on in a background tab too: a training takes seconds to minutes and the page should be current
 * when the user comes back.
 */
export function useTrainings(version: VersionIdentifiers) {
  return useQuery({
    queryKey: trainingQueryKeys.list(version),
    queryFn: ({ signal }) => listTrainings(version, signal),
    refetchInterval: (query) => trainingPollInterval(query.state.data),
    refetchIntervalInBackground: true,
  })
}
