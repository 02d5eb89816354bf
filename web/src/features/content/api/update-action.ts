import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type UpdateActionBody = RouteInput<typeof routes.updateAction>['body']

/** `PUT .../actions`: changes the fields given of the action with this id; the others keep their value. */
export function updateAction(scope: VersionScope, body: UpdateActionBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.updateAction, { params, body }))
}

export function useUpdateAction(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateActionBody) => requireAnswer(await updateAction(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'actions') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
