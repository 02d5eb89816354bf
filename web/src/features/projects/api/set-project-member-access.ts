import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { ProjectScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from './project-query-keys.ts'

export type SetProjectMemberAccessBody = RouteInput<typeof routes.setProjectUserAccess>['body']

/** `PUT .../projects/{projectId}/users`: sets one member's access to the project (spec section 6). */
export function setProjectMemberAccess(scope: ProjectScope, body: SetProjectMemberAccessBody) {
  return withIdentifiers({ ...scope, userId: body.userId }, ({ organizationId, projectId }) =>
    apiClient.callRoute(routes.setProjectUserAccess, { params: { organizationId, projectId }, body }),
  )
}

export function useSetProjectMemberAccess(scope: ProjectScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: SetProjectMemberAccessBody) => requireAnswer(await setProjectMemberAccess(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.members(scope) }),
  })
}
