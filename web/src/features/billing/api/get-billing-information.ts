import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../payments/billing-info`: what receipts are made out to, or null. */
export function getBillingInformation(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) =>
    apiClient.callRoute(routes.getBillingInformation, { params, signal }),
  )
}

export function useBillingInformation(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.billingInformation(organizationId ?? ''),
    queryFn: ({ signal }) => getBillingInformation(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
