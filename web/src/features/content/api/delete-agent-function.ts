import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

/** `PUT .../agent-functions/delete`: deletes the agent function with this id. */
export function deleteAgentFunction(scope: VersionScope, id: string) {
  return withIdentifiers({ ...scope, id }, ({ organizationId, projectId, versionId }) =>
    apiClient.callRoute(routes.deleteAgentFunction, { params: { organizationId, projectId, versionId }, body: { id } }),
  )
}

export function useDeleteAgentFunction(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => requireAnswer(await deleteAgentFunction(scope, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'agent-functions') }),
  })
}
