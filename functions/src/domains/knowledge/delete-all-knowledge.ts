import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { environment } from '../../platform/environment.ts'
import { releaseUsage } from '../organizations/index.ts'
import { deleteStoragePrefix, versionStoragePrefix } from '../projects/index.ts'

/** Removes every knowledge pair of a version (and its stored import files); repeatable. */
export async function deleteAllKnowledge(key: VersionKey): Promise<number> {
  await deleteStoragePrefix(environment().UPLOADS_BUCKET, `${versionStoragePrefix(key)}knowledge-imports/`)
  const { data } = await db().entities.knowledge.query.byId(key).go({ pages: 'all' })
  if (data.length === 0) return 0
  const { unprocessed } = await db()
    .entities.knowledge.delete(data.map(({ knowledgeId }) => ({ ...key, knowledgeId })))
    .go()
  const deleted = data.length - unprocessed.length
  await releaseUsage(key.organizationId, 'knowledge', deleted)
  if (unprocessed.length > 0) throw new Error(`Could not delete ${unprocessed.length} knowledge pairs; retry`)
  return deleted
}
