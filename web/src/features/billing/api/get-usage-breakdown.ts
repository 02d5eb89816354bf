import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../dashboard/breakdown-30d`: costs and chat messages per day over 30 days. */
export function getUsageBreakdown(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) =>
    apiClient.callRoute(routes.getUsageBreakdown, { params, signal }),
  )
}

export function useUsageBreakdown(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.dashboard(organizationId ?? '', 'breakdown-30d'),
    queryFn: ({ signal }) => getUsageBreakdown(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
