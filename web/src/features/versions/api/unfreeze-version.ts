import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** `PUT .../versions/{versionId}/unfreeze`: allows changes to a version that deployment froze. */
export function unfreezeVersion(scope: VersionScope) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.unfreezeVersion, { params }))
}

export function useUnfreezeVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (scope: VersionScope) => requireAnswer(await unfreezeVersion(scope)),
    onSuccess: (_version, scope) => queryClient.invalidateQueries({ queryKey: projectQueryKeys.one(scope) }),
  })
}
