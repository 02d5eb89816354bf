import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { VersionIdentifiers } from '../../training/index.ts'
import { deploymentQueryKeys } from './deployment-query-keys.ts'

/** `POST .../models/chats/recent/messages`: one chat's transcript, oldest first, with feedback. */
export function listRecentChatMessages(
  version: VersionIdentifiers,
  modelId: string,
  chatId: string,
  signal?: AbortSignal,
) {
  return apiClient.callRoute(routes.listRecentChatMessages, { params: version, body: { modelId, chatId }, signal })
}

export function useRecentChatMessages(version: VersionIdentifiers, modelId: string | null, chatId: string | null) {
  return useQuery({
    queryKey: deploymentQueryKeys.chatMessages(version, modelId ?? '', chatId ?? ''),
    queryFn: ({ signal }) => listRecentChatMessages(version, modelId ?? '', chatId ?? '', signal),
    enabled: Boolean(modelId && chatId),
  })
}
