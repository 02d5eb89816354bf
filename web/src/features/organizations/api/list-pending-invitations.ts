import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier } from '../../../lib/require-identifiers.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

/** `GET /organizations/{organizationId}/users/pending-invites`: invitations not yet accepted. */
export function listPendingInvitations(organizationId: string, signal?: AbortSignal) {
  return apiClient.callRoute(routes.listPendingInvitations, { params: { organizationId }, signal })
}

export function usePendingInvitations(organizationId: Identifier) {
  return useQuery({
    queryKey: organizationQueryKeys.pendingInvitations(organizationId ?? ''),
    queryFn: ({ signal }) => listPendingInvitations(organizationId ?? '', signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
