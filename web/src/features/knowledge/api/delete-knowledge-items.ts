import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

/** `PUT .../knowledge/delete-many`: deletes the chosen pairs (at most 100) together. */
export function deleteKnowledgeItems(scope: VersionScope, ids: string[]) {
  return withIdentifiers(scope, ({ organizationId, projectId, versionId }) =>
    apiClient.callRoute(routes.deleteKnowledgeItems, {
      params: { organizationId, projectId, versionId },
      body: { ids },
    }),
  )
}

export function useDeleteKnowledgeItems(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: string[]) => requireAnswer(await deleteKnowledgeItems(scope, ids)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.all(scope) }),
  })
}
