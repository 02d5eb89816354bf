import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { trainingQueryKeys, type VersionIdentifiers } from './training-query-keys.ts'

/** `GET .../models`: the models trainings of this version produced, with their kind and label. */
export function listModels(version: VersionIdentifiers, signal?: AbortSignal) {
  return apiClient.callRoute(routes.listModels, { params: version, signal })
}

/** The history names each training's model by its kind ("Local retrieval model"), so it needs the models too. */
export function useModels(version: VersionIdentifiers) {
  return useQuery({
    queryKey: trainingQueryKeys.models(version),
    queryFn: ({ signal }) => listModels(version, signal),
  })
}
