import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { organizationQueryKeys } from '../../organizations/index.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

export type VerifySubscriptionBody = RouteInput<typeof routes.verifySubscription>['body']

/** `POST .../payments/subscriptions/verify`: checks the checkout's signature and starts the plan. */
export function verifySubscription(organizationId: Identifier, body: VerifySubscriptionBody) {
  return withIdentifiers({ organizationId }, (params) =>
    apiClient.callRoute(routes.verifySubscription, { params, body }),
  )
}

export function useVerifySubscription(organizationId: Identifier) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: VerifySubscriptionBody) => requireAnswer(await verifySubscription(organizationId, body)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingQueryKeys.all(organizationId ?? '') }),
        queryClient.invalidateQueries({ queryKey: organizationQueryKeys.one(organizationId ?? '') }),
      ]),
  })
}
