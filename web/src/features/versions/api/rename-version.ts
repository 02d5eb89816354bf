import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

export type RenameVersionBody = RouteInput<typeof routes.renameVersion>['body']

/** `PUT .../versions/{versionId}/name`: renames a version; names are unique in the project. */
export function renameVersion(scope: VersionScope, body: RenameVersionBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.renameVersion, { params, body }))
}

export function useRenameVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ scope, body }: { scope: VersionScope; body: RenameVersionBody }) =>
      requireAnswer(await renameVersion(scope, body)),
    onSuccess: (_version, { scope }) =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.organization(scope.organizationId) }),
    // The form shows a taken name under the field; anything else it toasts.
    meta: { silent: true },
  })
}
