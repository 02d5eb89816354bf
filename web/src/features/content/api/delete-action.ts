import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

/** `DELETE .../actions/{actionId}`: deletes the action (its id URL-encoded in the path). */
export function deleteAction(scope: VersionScope, actionId: string) {
  return withIdentifiers({ ...scope, actionId }, (params) => apiClient.callRoute(routes.deleteAction, { params }))
}

export function useDeleteAction(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => requireAnswer(await deleteAction(scope, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'actions') }),
  })
}
