import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'

/** Reads run a few at a time, like the deletes: quick for a page of 100, gentle on the table. */
const concurrentReads = 10

/**
 * The pairs of a version with these ids (keyed gets), in the order asked; ids not in the version are left out.
 *
 * @example await getKnowledgeItems(key, ['k1', 'gone']) // [{ id: 'k1', prompt, completion }]
 */
export async function getKnowledgeItems(key: VersionKey, ids: string[]) {
  const found = new Map<string, { id: string; prompt: string; completion: string }>()
  for (let start = 0; start < ids.length; start += concurrentReads) {
    await Promise.all(
      ids.slice(start, start + concurrentReads).map(async (knowledgeId) => {
        const { data } = await db()
          .entities.knowledge.get({ ...key, knowledgeId })
          .go()
        if (data) found.set(knowledgeId, { id: knowledgeId, prompt: data.prompt, completion: data.completion })
      }),
    )
  }
  return ids.flatMap((id) => found.get(id) ?? [])
}
