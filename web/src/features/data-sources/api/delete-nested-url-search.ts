import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

/** `DELETE .../urls/nested/{nestedUrlJobId}`: deletes a search; a running one stops at its next page. */
export function deleteNestedUrlSearch(scope: VersionScope, nestedUrlJobId: string) {
  return withIdentifiers({ ...scope, nestedUrlJobId }, (params) =>
    apiClient.callRoute(routes.deleteNestedUrlSearch, { params }),
  )
}

export function useDeleteNestedUrlSearch(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (nestedUrlJobId: string) => requireAnswer(await deleteNestedUrlSearch(scope, nestedUrlJobId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSourceQueryKeys.nestedUrlSearches(scope) }),
  })
}
