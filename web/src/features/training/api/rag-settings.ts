import { routes } from '@platform/shared/routes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { trainingQueryKeys, type VersionIdentifiers } from './training-query-keys.ts'

/** `GET .../training/rag`: whether the version answers with retrieval, and its latest retrieval index. */
export function getRagSettings(version: VersionIdentifiers, signal?: AbortSignal) {
  return apiClient.callRoute(routes.getRagSettings, { params: version, signal })
}

/** `POST .../training/rag {ragEnabled}` (spec section 3 "RAG toggle"). */
export function setRagSettings(version: VersionIdentifiers, ragEnabled: boolean) {
  return apiClient.callRoute(routes.setRagSettings, { params: version, body: { ragEnabled } })
}

export function useRagSettings(version: VersionIdentifiers) {
  return useQuery({
    queryKey: trainingQueryKeys.ragSettings(version),
    queryFn: ({ signal }) => getRagSettings(version, signal),
  })
}

export function useSetRagSettings(version: VersionIdentifiers) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ragEnabled: boolean) => requireAnswer(await setRagSettings(version, ragEnabled)),
    onSuccess: ({ settings }) => queryClient.setQueryData(trainingQueryKeys.ragSettings(version), settings),
  })
}
