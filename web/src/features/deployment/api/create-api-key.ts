import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import type { VersionIdentifiers } from '../../training/index.ts'

export type CreateApiKeyBody = RouteInput<typeof routes.createApiKey>['body']

/** `POST .../models/api-keys`: answers the new key and its secret, which is never shown again. */
export function createApiKey(version: VersionIdentifiers, body: CreateApiKeyBody) {
  return apiClient.callRoute(routes.createApiKey, { params: version, body })
}

export function useCreateApiKey(version: VersionIdentifiers) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) => requireAnswer(await createApiKey(version, body)),
    // Creating a key freezes the version, so the version bar's state changes too.
    onSuccess: () => queryClient.invalidateQueries(),
    meta: { silent: true },
  })
}
