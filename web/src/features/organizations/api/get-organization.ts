import { routes } from '@platform/shared/routes'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

/** `GET /organizations/{organizationId}`: name and subscription of one organization the user belongs to. */
export function getOrganization(organizationId: string, signal?: AbortSignal) {
  return apiClient.callRoute(routes.getOrganization, { params: { organizationId }, signal })
}

/**
 * Read by the organization refresh, which decides itself when to fetch (spec section 9's throttle) and what a
 * refusal means (the user left the organization), so the cache neither retries nor toasts.
 */
export const organizationQuery = (organizationId: string) =>
  queryOptions({
    queryKey: organizationQueryKeys.detail(organizationId),
    queryFn: ({ signal }) => getOrganization(organizationId, signal),
    retry: false,
    meta: { silent: true },
  })
