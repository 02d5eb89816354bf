import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

export type CreateTestCaseBody = RouteInput<typeof routes.createTestCase>['body']

/** `POST .../testcases`: adds a test case; a prompt the version already tests is refused. */
export function createTestCase(scope: VersionScope, body: CreateTestCaseBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createTestCase, { params, body }))
}

export function useCreateTestCase(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateTestCaseBody) => requireAnswer(await createTestCase(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.testCases(scope) }),
    meta: { silent: true },
  })
}
