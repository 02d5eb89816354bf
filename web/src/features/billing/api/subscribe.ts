import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'

export type SubscribeBody = RouteInput<typeof routes.subscribe>['body']

/** `POST .../payments/subscriptions`: starts a checkout for a paid plan. */
export function subscribe(organizationId: Identifier, body: SubscribeBody) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.subscribe, { params, body }))
}

export function useSubscribe(organizationId: Identifier) {
  return useMutation({
    mutationFn: async (body: SubscribeBody) => requireAnswer(await subscribe(organizationId, body)),
  })
}
