import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type UpdateAgentFunctionBody = RouteInput<typeof routes.updateAgentFunction>['body']

/** `PUT .../agent-functions`: changes the fields given of the agent function with this id; the others keep their value. */
export function updateAgentFunction(scope: VersionScope, body: UpdateAgentFunctionBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.updateAgentFunction, { params, body }))
}

export function useUpdateAgentFunction(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateAgentFunctionBody) => requireAnswer(await updateAgentFunction(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'agent-functions') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
