import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { organizationQueryKeys } from '../../organizations/index.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

export type VerifyOrderBody = RouteInput<typeof routes.verifyOrder>['body']

/** The verify-order call: the organization id plus the order's own suffix (`orders/{orderId}/verify`). */
export function verifyOrder(organizationId: Identifier, body: VerifyOrderBody) {
  return withIdentifiers({ organizationId }, (present) =>
    apiClient.callRoute(routes.verifyOrder, {
      params: { organizationId: present.organizationId, orderId: body.razorpay_order_id },
      body,
    }),
  )
}

export function useVerifyOrder(organizationId: Identifier) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: VerifyOrderBody) => requireAnswer(await verifyOrder(organizationId, body)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingQueryKeys.all(organizationId ?? '') }),
        queryClient.invalidateQueries({ queryKey: organizationQueryKeys.one(organizationId ?? '') }),
      ]),
  })
}
