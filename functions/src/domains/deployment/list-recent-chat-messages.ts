import type { ChatMessageRecord } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireModel } from '../training/index.ts'
import { readMessages, toChatMessage } from './chat-records.ts'

/**
 * `POST /models/chats/recent/messages`: one chat's transcript, oldest first, with feedback. Messages are keyed by
 * the version, so a chat id from another version or organization reads as an empty transcript.
 */
export async function listRecentChatMessages(
  key: VersionKey,
  input: { modelId: string; chatId: string },
): Promise<ChatMessageRecord[]> {
  await requireModel(key, input.modelId)
  const versionKey = { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId }
  return (await readMessages(versionKey, input.chatId)).map(toChatMessage)
}
