import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'

import { requireAnswer } from '../../../lib/require-answer.ts'
import { type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { organizationQueryKeys } from '../../organizations/index.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** `POST .../payments/subscriptions/cancel`: no refund; service continues to the end of the cycle. */
export function cancelSubscription(organizationId: Identifier) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.cancelSubscription, { params }))
}

export function useCancelSubscription(organizationId: Identifier) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => requireAnswer(await cancelSubscription(organizationId)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingQueryKeys.all(organizationId ?? '') }),
        queryClient.invalidateQueries({ queryKey: organizationQueryKeys.one(organizationId ?? '') }),
      ]),
  })
}
