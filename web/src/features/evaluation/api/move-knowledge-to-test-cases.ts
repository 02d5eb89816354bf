import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

export type MoveKnowledgeToTestCasesBody = RouteInput<typeof routes.moveKnowledgeToTestCases>['body']

/** `POST .../testcases/from-knowledge`: the chosen pairs become test cases and leave the version's knowledge. */
export function moveKnowledgeToTestCases(scope: VersionScope, body: MoveKnowledgeToTestCasesBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.moveKnowledgeToTestCases, { params, body }))
}

export function useMoveKnowledgeToTestCases(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: string[]) => requireAnswer(await moveKnowledgeToTestCases(scope, { ids })),
    // Both lists change, and the content counts with them: refresh all of the version.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.version(scope) }),
  })
}
