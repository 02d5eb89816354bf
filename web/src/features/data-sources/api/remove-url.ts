import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** `PUT .../urls` with `{url}`: removes a link, its stored text and the knowledge generated from it. */
export function removeUrl(scope: VersionScope, url: string) {
  return withIdentifiers({ ...scope, url }, ({ organizationId, projectId, versionId }) =>
    apiClient.callRoute(routes.removeUrl, { params: { organizationId, projectId, versionId }, body: { url } }),
  )
}

export function useRemoveUrl(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (url: string) => requireAnswer(await removeUrl(scope, url)),
    // The link's knowledge went with it, so every list of the version may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.version(scope) }),
  })
}
