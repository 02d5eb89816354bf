import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

export type RemoveMemberBody = RouteInput<typeof routes.removeMember>['body']

/** `PUT .../users/remove`: removes a member; the API refuses to remove the last admin (LAST_ADMIN). */
export function removeMember(organizationId: string, body: RemoveMemberBody) {
  return apiClient.callRoute(routes.removeMember, { params: { organizationId }, body })
}

export function useRemoveMember(organizationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: RemoveMemberBody) => requireAnswer(await removeMember(organizationId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKeys.members(organizationId) }),
  })
}
