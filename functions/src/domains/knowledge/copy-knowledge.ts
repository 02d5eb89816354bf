import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { reserveUsage } from '../organizations/index.ts'
import { knowledgeIdFor } from './knowledge-records.ts'

/**
 * Copies a version's knowledge into another version, keeping prompts, completions, sources and list order. Ids
 * are derived for the target version; pairs the target already holds are overwritten, not doubled, and usage is
 * reserved for the new ones before anything is written.
 */
export async function copyKnowledge(from: VersionKey, to: VersionKey): Promise<number> {
  const { data: records } = await db().entities.knowledge.query.byId(from).go({ pages: 'all' })
  if (records.length === 0) return 0
  const items = records.map((record) => ({
    ...to,
    knowledgeId: knowledgeIdFor(to, record.prompt),
    prompt: record.prompt,
    completion: record.completion,
    source: record.source,
    sourceKey: record.sourceKey,
    listedAt: record.listedAt,
    createdAt: record.createdAt,
  }))
  let fresh = 0
  for (let start = 0; start < items.length; start += 100) {
    const { data } = await db()
      .entities.knowledge.get(items.slice(start, start + 100).map(({ knowledgeId }) => ({ ...to, knowledgeId })))
      .go()
    fresh += Math.min(100, items.length - start) - data.length
  }
  await reserveUsage(to.organizationId, 'knowledge', fresh)
  for (let start = 0; start < items.length; start += 25) {
    const { unprocessed } = await db()
      .entities.knowledge.put(items.slice(start, start + 25))
      .go()
    if (unprocessed.length > 0) throw new Error(`Could not copy ${unprocessed.length} knowledge pairs; retry`)
  }
  return items.length
}
