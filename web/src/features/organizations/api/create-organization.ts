import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { organizationQueryKeys } from './organization-query-keys.ts'

export type CreateOrganizationBody = RouteInput<typeof routes.createOrganization>['body']

/** `POST /organizations`: creates an organization with the caller as its admin. */
export function createOrganization(body: CreateOrganizationBody) {
  return apiClient.callRoute(routes.createOrganization, { body })
}

export function useCreateOrganization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateOrganizationBody) => requireAnswer(await createOrganization(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKeys.list() }),
    // The form shows a taken name under the name field; anything else it toasts.
    meta: { silent: true },
  })
}
