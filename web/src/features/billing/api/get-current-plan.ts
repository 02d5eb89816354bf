import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../payments/subscriptions/plans/current`: the organization's plan, cycle, limits and credits. */
export function getCurrentPlan(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.getCurrentPlan, { params, signal }))
}

export function useCurrentPlan(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.currentPlan(organizationId ?? ''),
    queryFn: ({ signal }) => getCurrentPlan(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
