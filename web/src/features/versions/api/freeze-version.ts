import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** `PUT .../versions/{versionId}/freeze`: freezes a version by hand, so its content stops changing. */
export function freezeVersion(scope: VersionScope) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.freezeVersion, { params }))
}

export function useFreezeVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (scope: VersionScope) => requireAnswer(await freezeVersion(scope)),
    onSuccess: (_version, scope) => queryClient.invalidateQueries({ queryKey: projectQueryKeys.one(scope) }),
  })
}
