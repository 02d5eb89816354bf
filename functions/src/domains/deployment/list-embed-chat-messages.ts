import type { ChatMessageRecord } from '@platform/shared/contracts/deployment'
import type { EmbedCaller } from './authorize-embed-caller.ts'
import { readMessages, requireSessionOf, toChatMessage, versionKeyOf } from './chat-records.ts'
import { withCallLog } from './deployment-log.ts'
import { verifyEndUser } from './verify-end-user.ts'

/** `GET /api/embed/v1/chat/sessions/{sessionId}?identifier=`: one of the end user's sessions, oldest first. */
export function listEmbedChatMessages(
  caller: EmbedCaller,
  sessionId: string,
  query: { identifier: string; userHash?: string },
): Promise<ChatMessageRecord[]> {
  const { apiKey } = caller
  return withCallLog(apiKey, { call: 'messages', identifier: query.identifier, sessionId }, async () => {
    verifyEndUser(apiKey, query.identifier, query.userHash)
    await requireSessionOf(apiKey, query.identifier, sessionId)
    return (await readMessages(versionKeyOf(apiKey), sessionId)).map(toChatMessage)
  })
}
