import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type UpdateWorkflowBody = RouteInput<typeof routes.updateWorkflow>['body']

/** `PUT .../workflows`: changes the fields given of the workflow with this id; the others keep their value. */
export function updateWorkflow(scope: VersionScope, body: UpdateWorkflowBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.updateWorkflow, { params, body }))
}

export function useUpdateWorkflow(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateWorkflowBody) => requireAnswer(await updateWorkflow(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'workflows') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
