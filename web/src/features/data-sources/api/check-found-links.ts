import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

/** `POST .../urls/nested/{nestedUrlJobId}/check`: checks found links of a search again and records what each answered. */
export function checkFoundLinks(scope: VersionScope, nestedUrlJobId: string, urls: string[]) {
  return withIdentifiers({ ...scope, nestedUrlJobId }, (params) =>
    apiClient.callRoute(routes.checkFoundLinks, { params, body: { urls } }),
  )
}

export function useCheckFoundLinks(scope: VersionScope, nestedUrlJobId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (urls: string[]) => requireAnswer(await checkFoundLinks(scope, nestedUrlJobId, urls)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSourceQueryKeys.nestedUrlSearches(scope) }),
  })
}
