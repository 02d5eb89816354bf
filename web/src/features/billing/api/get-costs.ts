import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../dashboard/costs`: this month's costs by kind and the credit balance. */
export function getCosts(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.getCosts, { params, signal }))
}

export function useCosts(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.dashboard(organizationId ?? '', 'costs'),
    queryFn: ({ signal }) => getCosts(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
