import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `GET .../payments/transactions`: payments, newest first, with their receipt links. */
export function listTransactions(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) =>
    apiClient.callRoute(routes.listTransactions, { params, signal }),
  )
}

export function useTransactions(organizationId: Identifier) {
  return useQuery({
    queryKey: billingQueryKeys.transactions(organizationId ?? ''),
    queryFn: ({ signal }) => listTransactions(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
