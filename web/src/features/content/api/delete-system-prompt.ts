import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

/** `PUT .../system-prompts/delete`: deletes the system prompt with this id. */
export function deleteSystemPrompt(scope: VersionScope, id: string) {
  return withIdentifiers({ ...scope, id }, ({ organizationId, projectId, versionId }) =>
    apiClient.callRoute(routes.deleteSystemPrompt, { params: { organizationId, projectId, versionId }, body: { id } }),
  )
}

export function useDeleteSystemPrompt(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => requireAnswer(await deleteSystemPrompt(scope, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'system-prompts') }),
  })
}
