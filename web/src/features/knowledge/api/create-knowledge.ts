import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

export type CreateKnowledgeBody = RouteInput<typeof routes.createKnowledge>['body']

/** `POST .../knowledge`: adds a pair; a prompt the version already holds is refused. */
export function createKnowledge(scope: VersionScope, body: CreateKnowledgeBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createKnowledge, { params, body }))
}

export function useCreateKnowledge(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateKnowledgeBody) => requireAnswer(await createKnowledge(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.all(scope) }),
    meta: { silent: true },
  })
}
