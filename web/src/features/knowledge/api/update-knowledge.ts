import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

export type UpdateKnowledgeBody = RouteInput<typeof routes.updateKnowledge>['body']

/** `PUT .../knowledge`: edits a pair. The console edits by id, which cannot land on another pair. */
export function updateKnowledge(scope: VersionScope, body: UpdateKnowledgeBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.updateKnowledge, { params, body }))
}

export function useUpdateKnowledge(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateKnowledgeBody) => requireAnswer(await updateKnowledge(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.all(scope) }),
    meta: { silent: true },
  })
}
