import { routes } from '@platform/shared/routes'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

/** `GET /organizations/{organizationId}/my-role`: the user's role there (spec section 6 reads roles from it). */
export function getMyOrganizationRole(organizationId: string, signal?: AbortSignal) {
  return apiClient.callRoute(routes.getMyOrganizationRole, { params: { organizationId }, signal })
}

/** Fetched with the organization by the refresh, which reports failures itself. */
export const myOrganizationRoleQuery = (organizationId: string) =>
  queryOptions({
    queryKey: organizationQueryKeys.myRole(organizationId),
    queryFn: ({ signal }) => getMyOrganizationRole(organizationId, signal),
    retry: false,
    meta: { silent: true },
  })
