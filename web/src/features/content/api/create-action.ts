import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type CreateActionBody = RouteInput<typeof routes.createAction>['body']

/** `POST .../actions`: adds an action to an editable version. */
export function createAction(scope: VersionScope, body: CreateActionBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createAction, { params, body }))
}

export function useCreateAction(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateActionBody) => requireAnswer(await createAction(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'actions') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
