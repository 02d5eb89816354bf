import type { CustomTrainingOptions } from '@platform/shared/contracts/training'
import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { trainingQueryKeys, type VersionIdentifiers } from './training-query-keys.ts'

/** `POST .../training`: a standard training of the version, as a background job. */
export function startTraining(version: VersionIdentifiers, systemPromptId?: string) {
  return apiClient.callRoute(routes.startTraining, { params: version, body: { systemPromptId } })
}

/** `POST .../training/custom`: a training with chosen base model, epochs, validation split and suffix. */
export function startCustomTraining(version: VersionIdentifiers, options: CustomTrainingOptions) {
  return apiClient.callRoute(routes.startCustomTraining, { params: version, body: options })
}

/** What to start: a standard training, or a custom one with its options. */
export type TrainingRequest = { kind: 'standard' } | { kind: 'custom'; options: CustomTrainingOptions }

/**
 * Starts either kind of training. Afterwards everything about the version is refetched: the list (which then
 * polls), the estimates (a running training blocks another) and the credit balance.
 */
export function useStartTraining(version: VersionIdentifiers) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: TrainingRequest) =>
      requireAnswer(
        request.kind === 'standard'
          ? await startTraining(version)
          : await startCustomTraining(version, request.options),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingQueryKeys.version(version) }),
    // The custom form shows validation failures under its fields; the caller toasts everything else.
    meta: { silent: true },
  })
}
