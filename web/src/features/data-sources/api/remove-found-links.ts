import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

/** `PUT .../urls/nested/{nestedUrlJobId}/links`: drops found links (the failed ones) from a search. */
export function removeFoundLinks(scope: VersionScope, nestedUrlJobId: string, urls: string[]) {
  return withIdentifiers({ ...scope, nestedUrlJobId }, (params) =>
    apiClient.callRoute(routes.removeFoundLinks, { params, body: { urls } }),
  )
}

export function useRemoveFoundLinks(scope: VersionScope, nestedUrlJobId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (urls: string[]) => requireAnswer(await removeFoundLinks(scope, nestedUrlJobId, urls)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSourceQueryKeys.nestedUrlSearches(scope) }),
  })
}
