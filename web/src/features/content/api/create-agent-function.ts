import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type CreateAgentFunctionBody = RouteInput<typeof routes.createAgentFunction>['body']

/** `POST .../agent-functions`: adds an agent function to an editable version. */
export function createAgentFunction(scope: VersionScope, body: CreateAgentFunctionBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createAgentFunction, { params, body }))
}

export function useCreateAgentFunction(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateAgentFunctionBody) => requireAnswer(await createAgentFunction(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'agent-functions') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
