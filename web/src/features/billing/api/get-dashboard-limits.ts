import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../dashboard/limits`: each plan limit with its use. */
export function getDashboardLimits(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) =>
    apiClient.callRoute(routes.getDashboardLimits, { params, signal }),
  )
}

export function useDashboardLimits(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.dashboard(organizationId ?? '', 'limits'),
    queryFn: ({ signal }) => getDashboardLimits(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
