import { deploymentMessages } from '@platform/shared/contracts/deployment'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { recordTimelineEvent } from '../projects/index.ts'
import { requireApiKeyInVersion } from './api-key-records.ts'

/**
 * `DELETE /models/api-keys/{keyId}`: deletes the key's one item, which holds the embed id and the secret's hash,
 * so the widget and servers are refused from the next call on (every call reads the key consistently). Chats
 * stay readable in the console until their retention ends.
 */
export async function revokeApiKey(key: VersionKey & { keyId: string }, actorId: string) {
  const record = await requireApiKeyInVersion(key, key.keyId)
  await db().entities.apiKey.delete({ embedId: record.embedId }).go()
  await recordTimelineEvent(key, {
    type: 'apiKey.revoked',
    summary: `API key "${record.name}" revoked`,
    details: { keyId: record.embedId },
    actorId,
  })
  return { id: record.embedId, message: deploymentMessages.keyRevoked }
}
