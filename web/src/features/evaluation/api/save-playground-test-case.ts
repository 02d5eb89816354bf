import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

export type SavePlaygroundTestCaseBody = RouteInput<typeof routes.savePlaygroundTestCase>['body']

/** `PUT .../testcases`: saves a playground exchange as a test case (or edits the one given as `oldTestCase`). */
export function savePlaygroundTestCase(scope: VersionScope, body: SavePlaygroundTestCaseBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.savePlaygroundTestCase, { params, body }))
}

export function useSavePlaygroundTestCase(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: SavePlaygroundTestCaseBody) => requireAnswer(await savePlaygroundTestCase(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.testCases(scope) }),
    meta: { silent: true },
  })
}
