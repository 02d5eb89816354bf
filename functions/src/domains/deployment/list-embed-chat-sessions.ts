import type { ChatSession } from '@platform/shared/contracts/deployment'
import type { EmbedCaller } from './authorize-embed-caller.ts'
import { listSessionsOf, toChatSession } from './chat-records.ts'
import { withCallLog } from './deployment-log.ts'
import { verifyEndUser } from './verify-end-user.ts'

/** `GET /api/embed/v1/chat/sessions?identifier=`: the end user's sessions through this key, newest first. */
export function listEmbedChatSessions(
  caller: EmbedCaller,
  query: { identifier: string; userHash?: string },
): Promise<ChatSession[]> {
  return withCallLog(caller.apiKey, { call: 'sessions', identifier: query.identifier }, async () => {
    verifyEndUser(caller.apiKey, query.identifier, query.userHash)
    return (await listSessionsOf(caller.apiKey, query.identifier)).map(toChatSession)
  })
}
