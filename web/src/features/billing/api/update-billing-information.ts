import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { organizationQueryKeys } from '../../organizations/index.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

export type UpdateBillingInformationBody = RouteInput<typeof routes.updateBillingInformation>['body']

/** `PUT .../payments/billing-info`: saves what receipts are made out to. */
export function updateBillingInformation(organizationId: Identifier, body: UpdateBillingInformationBody) {
  return withIdentifiers({ organizationId }, (params) =>
    apiClient.callRoute(routes.updateBillingInformation, { params, body }),
  )
}

export function useUpdateBillingInformation(organizationId: Identifier) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateBillingInformationBody) =>
      requireAnswer(await updateBillingInformation(organizationId, body)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingQueryKeys.all(organizationId ?? '') }),
        queryClient.invalidateQueries({ queryKey: organizationQueryKeys.one(organizationId ?? '') }),
      ]),
  })
}
