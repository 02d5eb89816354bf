import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier } from '../../../lib/require-identifiers.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

/** `GET /organizations/{organizationId}/users`: members with their roles. */
export function listOrganizationMembers(organizationId: string, signal?: AbortSignal) {
  return apiClient.callRoute(routes.listOrganizationMembers, { params: { organizationId }, signal })
}

/** Not sent while no organization is chosen (spec section 5). */
export function useOrganizationMembers(organizationId: Identifier) {
  return useQuery({
    queryKey: organizationQueryKeys.members(organizationId ?? ''),
    queryFn: ({ signal }) => listOrganizationMembers(organizationId ?? '', signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
