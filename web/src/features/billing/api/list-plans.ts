import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../payments/subscriptions/plans`: the plans, monthly and annual, with their limits. */
export function listPlans(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.listPlans, { params, signal }))
}

export function usePlans(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.plans(organizationId ?? ''),
    queryFn: ({ signal }) => listPlans(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
