import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

export type UpdateTestCaseBody = RouteInput<typeof routes.updateTestCase>['body']

/** `PUT .../testcases/{id}`: edits a test case. */
export function updateTestCase(scope: VersionScope, testCaseId: string, body: UpdateTestCaseBody) {
  return withIdentifiers({ ...scope, testCaseId }, (params) =>
    apiClient.callRoute(routes.updateTestCase, { params, body }),
  )
}

export function useUpdateTestCase(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateTestCaseBody & { id: string }) =>
      requireAnswer(await updateTestCase(scope, id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.testCases(scope) }),
    meta: { silent: true },
  })
}
