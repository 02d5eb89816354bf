import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

export type CancelInvitationBody = RouteInput<typeof routes.cancelInvitation>['body']

/** `PUT .../users/invite/cancel`: cancels a pending invitation, so its link stops working. */
export function cancelInvitation(organizationId: string, body: CancelInvitationBody) {
  return apiClient.callRoute(routes.cancelInvitation, { params: { organizationId }, body })
}

export function useCancelInvitation(organizationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CancelInvitationBody) => requireAnswer(await cancelInvitation(organizationId, body)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationQueryKeys.pendingInvitations(organizationId) }),
  })
}
