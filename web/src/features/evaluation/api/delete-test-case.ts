import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** `DELETE .../testcases/{id}`: deletes a test case; runs keep their copy of it. */
export function deleteTestCase(scope: VersionScope, testCaseId: string) {
  return withIdentifiers({ ...scope, testCaseId }, (params) => apiClient.callRoute(routes.deleteTestCase, { params }))
}

export function useDeleteTestCase(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (testCaseId: string) => requireAnswer(await deleteTestCase(scope, testCaseId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.testCases(scope) }),
  })
}
