import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

export type ChangeMemberRoleBody = RouteInput<typeof routes.changeMemberRole>['body']

/** `PUT .../users/role`: changes a member's role; the API refuses to demote the last admin (LAST_ADMIN). */
export function changeMemberRole(organizationId: string, body: ChangeMemberRoleBody) {
  return apiClient.callRoute(routes.changeMemberRole, { params: { organizationId }, body })
}

export function useChangeMemberRole(organizationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: ChangeMemberRoleBody) => requireAnswer(await changeMemberRole(organizationId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKeys.members(organizationId) }),
  })
}
