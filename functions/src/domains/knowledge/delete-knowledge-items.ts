import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { releaseUsage } from '../organizations/index.ts'
import { assertVersionEditable } from '../projects/index.ts'

/** Deletes run a few at a time: quick for a page of 100, gentle on the table's write capacity. */
const concurrentDeletes = 10

/**
 * Deletes the chosen pairs of a version (keyed deletes, each returning what it removed) and gives back their plan
 * usage in one step. Ids already gone are listed as missing, so a second click or a stale page loses nothing.
 *
 * @example await deleteKnowledgeItems(key, ['k1', 'k2']) // { deleted: ['k1', 'k2'], missing: [], message }
 */
export async function deleteKnowledgeItems(key: VersionKey, ids: string[]) {
  await assertVersionEditable(key)
  const deleted: string[] = []
  const missing: string[] = []
  for (let start = 0; start < ids.length; start += concurrentDeletes) {
    await Promise.all(
      ids.slice(start, start + concurrentDeletes).map(async (knowledgeId) => {
        const { data } = await db()
          .entities.knowledge.delete({ ...key, knowledgeId })
          .go({ response: 'all_old' })
        ;(data ? deleted : missing).push(knowledgeId)
      }),
    )
  }
  if (deleted.length > 0) await releaseUsage(key.organizationId, 'knowledge', deleted.length)
  const message = `Knowledge deleted: ${deleted.length} ${deleted.length === 1 ? 'pair' : 'pairs'}.`
  // Report in the order asked, whatever order the deletes finished in.
  const order = (list: string[]) => ids.filter((id) => list.includes(id))
  return { deleted: order(deleted), missing: order(missing), message }
}
