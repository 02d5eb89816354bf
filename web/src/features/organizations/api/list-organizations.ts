import { routes } from '@platform/shared/routes'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

/** `GET /organizations`: the organizations the user belongs to, each with the user's role and its subscription. */
export function listOrganizations(signal?: AbortSignal) {
  return apiClient.callRoute(routes.listOrganizations, { signal })
}

export const organizationsQuery = () =>
  queryOptions({ queryKey: organizationQueryKeys.list(), queryFn: ({ signal }) => listOrganizations(signal) })

export function useOrganizations() {
  return useQuery(organizationsQuery())
}
