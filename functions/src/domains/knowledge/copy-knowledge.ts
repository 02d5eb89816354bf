import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { releaseUsage, reserveUsage } from '../organizations/index.ts'
import { type CountedOperation, writeCounted } from './knowledge-counter.ts'
import { knowledgeIdFor } from './knowledge-records.ts'
import { existingIds } from './write-knowledge-pairs.ts'

/** A pair created or deleted in the target while copying is tried the other way round, this many times. */
const copyAttempts = 3

/**
 * Copies a version's knowledge into another version, keeping prompts, completions, sources and list order. Ids
 * are derived for the target version; pairs the target already holds are overwritten, not doubled, and usage is
 * reserved for the new ones before anything is written. The target's counter grows by the pairs really created.
 */
export async function copyKnowledge(from: VersionKey, to: VersionKey): Promise<number> {
  const { data: records } = await db().entities.knowledge.query.byId(from).go({ pages: 'all' })
  if (records.length === 0) return 0
  const items = new Map<string, Extract<CountedOperation, { kind: 'create' }>['item']>()
  for (const record of records) {
    const knowledgeId = knowledgeIdFor(to, record.prompt)
    if (items.has(knowledgeId)) continue
    items.set(knowledgeId, {
      ...to,
      knowledgeId,
      prompt: record.prompt,
      alternativePrompts: record.alternativePrompts ?? [],
      completion: record.completion,
      source: record.source,
      sourceKey: record.sourceKey,
      listedAt: record.listedAt,
      createdAt: record.createdAt,
    })
  }
  const present = await existingIds(to, [...items.keys()])
  const fresh = items.size - present.size
  await reserveUsage(to.organizationId, 'knowledge', fresh)
  let operations: CountedOperation[] = [...items.values()].map((item) =>
    present.has(item.knowledgeId) ? { kind: 'replace', item } : { kind: 'create', item },
  )
  let created = 0
  for (let attempt = 0; operations.length > 0; attempt += 1) {
    if (attempt === copyAttempts) throw new Error(`Could not copy ${operations.length} knowledge pairs; retry`)
    const outcome = await writeCounted(to, operations)
    created += outcome.done.filter((operation) => operation.kind === 'create').length
    operations = outcome.refused.flatMap((operation): CountedOperation[] =>
      operation.kind === 'delete'
        ? []
        : [{ kind: operation.kind === 'create' ? 'replace' : 'create', item: operation.item }],
    )
  }
  if (created < fresh) await releaseUsage(to.organizationId, 'knowledge', fresh - created)
  return items.size
}
