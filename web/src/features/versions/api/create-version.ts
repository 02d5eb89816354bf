import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

export type CreateVersionBody = RouteInput<typeof routes.createVersion>['body']

/**
 * `POST .../versions/{versionId}/new`: the next version, with a copy of this version's content (and its app
 * info unless `appInfo` is false).
 */
export function createVersion(scope: VersionScope, body: CreateVersionBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createVersion, { params, body }))
}

export function useCreateVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ scope, body }: { scope: VersionScope; body: CreateVersionBody }) =>
      requireAnswer(await createVersion(scope, body)),
    onSuccess: (_created, { scope }) =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.organization(scope.organizationId) }),
    meta: { silent: true },
  })
}
