import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../payments/monthly-limit`: this month's chat messages against the plan. */
export function getMonthlyLimit(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) =>
    apiClient.callRoute(routes.getMonthlyLimit, { params, signal }),
  )
}

export function useMonthlyLimit(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.monthlyLimit(organizationId ?? ''),
    queryFn: ({ signal }) => getMonthlyLimit(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
