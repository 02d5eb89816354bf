import type { TestsetType } from '@platform/shared/contracts/evaluation'
import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** `POST .../testcases/run/{modelId}`: starts a run of a test set on a model (TESTING_IN_PROGRESS while one runs). */
export function startModelTestRun(scope: VersionScope, modelId: string, testsetType: TestsetType) {
  return withIdentifiers({ ...scope, modelId }, (params) =>
    apiClient.callRoute(routes.startModelTestRun, { params, body: { testsetType } }),
  )
}

export function useStartModelTestRun(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ modelId, testsetType }: { modelId: string; testsetType: TestsetType }) =>
      requireAnswer(await startModelTestRun(scope, modelId, testsetType)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.runs(scope) }),
  })
}
