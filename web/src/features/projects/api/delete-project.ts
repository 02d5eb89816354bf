import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { ProjectScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from './project-query-keys.ts'

/** `DELETE .../projects/{projectId}`: hides the project at once and queues a job that removes its data. */
export function deleteProject(scope: ProjectScope) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.deleteProject, { params }))
}

export function useDeleteProject(scope: ProjectScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => requireAnswer(await deleteProject(scope)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectQueryKeys.one(scope) })
      return queryClient.invalidateQueries({ queryKey: projectQueryKeys.list(scope.organizationId) })
    },
  })
}
