import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import type { VersionIdentifiers } from '../../training/index.ts'
import { deploymentQueryKeys } from './deployment-query-keys.ts'

/** `DELETE .../models/api-keys/{keyId}`: the embed id and the secret stop working at once. */
export function revokeApiKey(version: VersionIdentifiers, keyId: string) {
  return apiClient.callRoute(routes.revokeApiKey, { params: { ...version, keyId } })
}

export function useRevokeApiKey(version: VersionIdentifiers) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (keyId: string) => requireAnswer(await revokeApiKey(version, keyId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deploymentQueryKeys.apiKeys(version) }),
  })
}
