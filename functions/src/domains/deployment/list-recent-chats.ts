import type { RecentChat } from '@platform/shared/contracts/deployment'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireModel } from '../training/index.ts'
import { toChatSession } from './chat-records.ts'

/** `POST /models/chats/recent`: the model's chats, latest message first (one query on the sessions' model index). */
export async function listRecentChats(
  key: VersionKey,
  input: { modelId: string; limit: number },
): Promise<RecentChat[]> {
  await requireModel(key, input.modelId)
  const { data } = await db()
    .entities.chatSession.query.byModel({
      organizationId: key.organizationId,
      projectId: key.projectId,
      versionId: key.versionId,
      modelId: input.modelId,
    })
    .go({ order: 'desc', limit: input.limit })
  return data.map((record) => ({
    ...toChatSession(record),
    identifier: record.identifier,
    keyId: record.embedId,
    feedbackUp: record.feedbackUp,
    feedbackDown: record.feedbackDown,
  }))
}
