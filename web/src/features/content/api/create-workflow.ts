import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type CreateWorkflowBody = RouteInput<typeof routes.createWorkflow>['body']

/** `POST .../workflows`: adds a workflow to an editable version. */
export function createWorkflow(scope: VersionScope, body: CreateWorkflowBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createWorkflow, { params, body }))
}

export function useCreateWorkflow(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateWorkflowBody) => requireAnswer(await createWorkflow(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'workflows') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
