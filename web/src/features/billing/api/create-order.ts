import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'

export type CreateOrderBody = RouteInput<typeof routes.createOrder>['body']

/** `POST .../payments/orders`: starts a checkout for an add-on. */
export function createOrder(organizationId: Identifier, body: CreateOrderBody) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.createOrder, { params, body }))
}

export function useCreateOrder(organizationId: Identifier) {
  return useMutation({
    mutationFn: async (body: CreateOrderBody) => requireAnswer(await createOrder(organizationId, body)),
  })
}
