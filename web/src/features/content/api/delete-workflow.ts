import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

/** `DELETE .../workflows/{workflowId}`: deletes the workflow (its id URL-encoded in the path). */
export function deleteWorkflow(scope: VersionScope, workflowId: string) {
  return withIdentifiers({ ...scope, workflowId }, (params) => apiClient.callRoute(routes.deleteWorkflow, { params }))
}

export function useDeleteWorkflow(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => requireAnswer(await deleteWorkflow(scope, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'workflows') }),
  })
}
