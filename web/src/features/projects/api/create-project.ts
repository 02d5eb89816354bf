import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { projectQueryKeys } from './project-query-keys.ts'

export type CreateProjectBody = RouteInput<typeof routes.createProject>['body']

/** `POST /organizations/{organizationId}/projects`: a project with its first version, v1. */
export function createProject(organizationId: Identifier, body: CreateProjectBody) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.createProject, { params, body }))
}

export function useCreateProject(organizationId: Identifier) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateProjectBody) => requireAnswer(await createProject(organizationId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.list(organizationId) }),
    // The form shows a taken name under the name field; anything else it toasts.
    meta: { silent: true },
  })
}
