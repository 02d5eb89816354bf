import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { trainingQueryKeys, type VersionIdentifiers } from './training-query-keys.ts'

/** `POST .../training/{trainingId}/cancel`: stops a queued or running training and gives its credits back. */
export function cancelTraining(version: VersionIdentifiers, trainingId: string) {
  return apiClient.callRoute(routes.cancelTraining, { params: { ...version, trainingId } })
}

export function useCancelTraining(version: VersionIdentifiers) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (trainingId: string) => requireAnswer(await cancelTraining(version, trainingId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingQueryKeys.version(version) }),
  })
}
