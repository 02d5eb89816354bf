import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

export type StartTestRunsForAllModelsBody = RouteInput<typeof routes.startTestRunsForAllModels>['body']

/** `POST .../testcases/run/all`: starts a run of the test set on every ready model. */
export function startTestRunsForAllModels(scope: VersionScope, body: StartTestRunsForAllModelsBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.startTestRunsForAllModels, { params, body }))
}

export function useStartTestRunsForAllModels(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: StartTestRunsForAllModelsBody) =>
      requireAnswer(await startTestRunsForAllModels(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.runs(scope) }),
    meta: { silent: true },
  })
}
