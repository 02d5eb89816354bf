import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

export type SetScoreThresholdsBody = RouteInput<typeof routes.setScoreThresholds>['body']

/** `PUT .../testcases/thresholds`: the pass thresholds the version's next runs judge by. */
export function setScoreThresholds(scope: VersionScope, body: SetScoreThresholdsBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.setScoreThresholds, { params, body }))
}

export function useSetScoreThresholds(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: SetScoreThresholdsBody) => requireAnswer(await setScoreThresholds(scope, body)),
    onSuccess: (answer) => queryClient.setQueryData(evaluationQueryKeys.thresholds(scope), answer),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
