import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

export type InviteOrganizationMembersBody = RouteInput<typeof routes.inviteOrganizationMembers>['body']

/** `POST .../users/invite`: invites people by email with a role; existing members get the new role. */
export function inviteOrganizationMembers(organizationId: string, body: InviteOrganizationMembersBody) {
  return apiClient.callRoute(routes.inviteOrganizationMembers, { params: { organizationId }, body })
}

export function useInviteOrganizationMembers(organizationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: InviteOrganizationMembersBody) =>
      requireAnswer(await inviteOrganizationMembers(organizationId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKeys.one(organizationId) }),
    // The form shows row errors under the rows it names; anything else it toasts.
    meta: { silent: true },
  })
}
