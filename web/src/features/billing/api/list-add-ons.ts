import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../payments/subscriptions/plans/add-ons`: add-ons that raise limits or add credits. */
export function listAddOns(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.listAddOns, { params, signal }))
}

export function useAddOns(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.addOns(organizationId ?? ''),
    queryFn: ({ signal }) => listAddOns(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
