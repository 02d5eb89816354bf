import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { environment } from '../../platform/environment.ts'
import { releaseUsage } from '../organizations/index.ts'
import { deleteStoragePrefix, versionStoragePrefix } from '../projects/index.ts'
import { deleteKnowledgeCounter, writeCounted } from './knowledge-counter.ts'

/** Removes every knowledge pair of a version, its counter and its stored import files; repeatable. */
export async function deleteAllKnowledge(key: VersionKey): Promise<number> {
  await deleteStoragePrefix(environment().UPLOADS_BUCKET, `${versionStoragePrefix(key)}knowledge-imports/`)
  const { data } = await db().entities.knowledge.query.byId(key).go({ pages: 'all' })
  const { done } = await writeCounted(
    key,
    data.map(({ knowledgeId }) => ({ kind: 'delete', knowledgeId })),
  )
  if (done.length > 0) await releaseUsage(key.organizationId, 'knowledge', done.length)
  // The version is going: its counter goes with its last pair (a write after this counts the version again).
  await deleteKnowledgeCounter(key)
  return done.length
}
