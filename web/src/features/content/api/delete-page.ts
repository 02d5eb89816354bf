import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

/** `DELETE .../pages/{pageId}`: deletes the page (its id URL-encoded in the path). */
export function deletePage(scope: VersionScope, pageId: string) {
  return withIdentifiers({ ...scope, pageId }, (params) => apiClient.callRoute(routes.deletePage, { params }))
}

export function useDeletePage(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => requireAnswer(await deletePage(scope, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'pages') }),
  })
}
