import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

export type AddUrlBody = RouteInput<typeof routes.addUrl>['body']

/** `POST .../urls`: adds a link and queues reading it and generating knowledge from it. */
export function addUrl(scope: VersionScope, body: AddUrlBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.addUrl, { params, body }))
}

export function useAddUrl(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: AddUrlBody) => requireAnswer(await addUrl(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSourceQueryKeys.urls(scope) }),
    meta: { silent: true },
  })
}
