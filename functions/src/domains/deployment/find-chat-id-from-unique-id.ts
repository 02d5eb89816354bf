import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireModel } from '../training/index.ts'

/** `POST /models/chats/chatId-from-uniqueId`: the latest chat of the end user whose identifier is `uniqueId`. */
export async function findChatIdFromUniqueId(
  key: VersionKey,
  input: { modelId: string; uniqueId: string },
): Promise<{ chatId: string | null }> {
  await requireModel(key, input.modelId)
  const { data } = await db()
    .entities.chatSession.query.byModelIdentifier({
      organizationId: key.organizationId,
      projectId: key.projectId,
      versionId: key.versionId,
      modelId: input.modelId,
      identifier: input.uniqueId,
    })
    .go({ order: 'desc', limit: 1 })
  return { chatId: data[0]?.sessionId ?? null }
}
