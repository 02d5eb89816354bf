import type { VersionKey } from '../../data/version-scope.ts'
import { releaseUsage } from '../organizations/index.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { writeCounted } from './knowledge-counter.ts'

/**
 * Deletes the chosen pairs of a version (conditional deletes, up to 99 per transaction with the counter) and gives
 * back their plan usage in one step. Ids already gone are listed as missing, so a second click or a stale page
 * loses nothing.
 *
 * @example await deleteKnowledgeItems(key, ['k1', 'k2']) // { deleted: ['k1', 'k2'], missing: [], message }
 */
export async function deleteKnowledgeItems(key: VersionKey, ids: string[]) {
  await assertVersionEditable(key)
  const { done } = await writeCounted(
    key,
    [...new Set(ids)].map((knowledgeId) => ({ kind: 'delete', knowledgeId })),
  )
  const removed = new Set(done.map((operation) => (operation.kind === 'delete' ? operation.knowledgeId : '')))
  if (removed.size > 0) await releaseUsage(key.organizationId, 'knowledge', removed.size)
  const message = `Knowledge deleted: ${removed.size} ${removed.size === 1 ? 'pair' : 'pairs'}.`
  // Report in the order asked.
  const deleted = ids.filter((id) => removed.has(id))
  const missing = ids.filter((id) => !removed.has(id))
  return { deleted, missing, message }
}
