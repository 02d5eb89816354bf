import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

/** `PUT .../knowledge/delete`: deletes a pair by id. */
export function deleteKnowledge(scope: VersionScope, id: string) {
  return withIdentifiers({ ...scope, id }, ({ organizationId, projectId, versionId }) =>
    apiClient.callRoute(routes.deleteKnowledge, { params: { organizationId, projectId, versionId }, body: { id } }),
  )
}

export function useDeleteKnowledge(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => requireAnswer(await deleteKnowledge(scope, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.all(scope) }),
  })
}
