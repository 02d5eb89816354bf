import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

export type UpdateAppInfoBody = RouteInput<typeof routes.updateAppInfoBasic>['body']

/** `PUT .../appinfo/basic`: saves the app info fields given; the others keep their value. */
export function updateAppInfo(scope: VersionScope, body: UpdateAppInfoBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.updateAppInfoBasic, { params, body }))
}

export function useUpdateAppInfo(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateAppInfoBody) => requireAnswer(await updateAppInfo(scope, body)),
    onSuccess: (saved) => queryClient.setQueryData(dataSourceQueryKeys.appInfo(scope), saved),
    meta: { silent: true },
  })
}
