import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { VersionIdentifiers } from '../../training/index.ts'
import { deploymentQueryKeys } from './deployment-query-keys.ts'

/** `POST .../models/chats/recent`: the model's chats, latest message first. */
export function listRecentChats(version: VersionIdentifiers, modelId: string, signal?: AbortSignal) {
  return apiClient.callRoute(routes.listRecentChats, { params: version, body: { modelId, limit: 50 }, signal })
}

export function useRecentChats(version: VersionIdentifiers, modelId: string | null) {
  return useQuery({
    queryKey: deploymentQueryKeys.recentChats(version, modelId ?? ''),
    queryFn: ({ signal }) => listRecentChats(version, modelId ?? '', signal),
    enabled: Boolean(modelId),
  })
}
