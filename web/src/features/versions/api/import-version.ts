import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

export type ImportVersionBody = RouteInput<typeof routes.importVersion>['body']

/**
 * `POST .../versions/{versionId}/import`: merges content into this version from another version of the
 * project (or an export document); same ids replace, new ids are added, nothing is removed.
 */
export function importVersion(scope: VersionScope, body: ImportVersionBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.importVersion, { params, body }))
}

export function useImportVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ scope, body }: { scope: VersionScope; body: ImportVersionBody }) =>
      requireAnswer(await importVersion(scope, body)),
    // Every list of the target version may have changed.
    onSuccess: (_imported, { scope }) => queryClient.invalidateQueries({ queryKey: projectQueryKeys.one(scope) }),
  })
}
