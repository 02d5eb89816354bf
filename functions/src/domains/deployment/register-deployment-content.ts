import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { versionContentModule } from '../projects/index.ts'
import { listApiKeyRecords } from './api-key-records.ts'

/**
 * A deleted project's keys stop working with it. Chats, logs and counters expire by their TTL (retention months,
 * seven days, two days); nothing can reach them once the keys are gone. Keys are not copied into new versions: a
 * key serves a model, and a new version starts untrained.
 */
export async function deleteAllApiKeys(key: VersionKey): Promise<number> {
  const records = await listApiKeyRecords(key)
  if (records.length > 0) {
    await db()
      .entities.apiKey.delete(records.map(({ embedId }) => ({ embedId })))
      .go()
  }
  return records.length
}

/** API keys join project deletion (and are never copied into a new version). */
export const deploymentVersionContent = versionContentModule({
  name: 'api-keys',
  deleteAllForVersion: deleteAllApiKeys,
  copyVersion: async () => 0,
})
