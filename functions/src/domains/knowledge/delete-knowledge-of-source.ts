import type { KnowledgeSource } from '@platform/shared/contracts/knowledge'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { releaseUsage } from '../organizations/index.ts'
import type { DerivedContent } from '../sources/index.ts'
import { writeCounted } from './knowledge-counter.ts'

/** The pairs generated from one source: one keyed query on gsi2. */
export async function knowledgeOfSource(key: VersionKey, source: KnowledgeSource, sourceKey: string) {
  const { data } = await db()
    .entities.knowledge.query.bySource({ ...key, source, sourceKey })
    .go({ pages: 'all' })
  // The key condition is a prefix of the sort key; an exact match rules out a link that extends another.
  return data.filter((item) => item.sourceKey === sourceKey)
}

/**
 * Deletes the knowledge generated from a source (a link, a file, an import) and gives back its plan usage.
 * Repeatable: a second run finds nothing. Returns how many pairs were deleted.
 */
export async function deleteKnowledgeOfSource(
  key: VersionKey,
  source: KnowledgeSource,
  sourceKey: string,
): Promise<number> {
  const items = await knowledgeOfSource(key, source, sourceKey)
  if (items.length === 0) return 0
  const { done } = await writeCounted(
    key,
    items.map(({ knowledgeId }) => ({ kind: 'delete', knowledgeId })),
  )
  // Pairs another run deleted meanwhile are refused: their usage was given back by that run.
  if (done.length > 0) await releaseUsage(key.organizationId, 'knowledge', done.length)
  return done.length
}

/** Knowledge as what sources made: removing a link or a file removes the pairs generated from it. */
export const knowledgeOfSources: DerivedContent = {
  deleteOfSource: (key, source, sourceKey) => deleteKnowledgeOfSource(key, source, sourceKey),
}
