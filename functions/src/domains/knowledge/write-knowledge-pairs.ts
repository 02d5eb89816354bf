import type { KnowledgeSource } from '@platform/shared/contracts/knowledge'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { releaseUsage, reserveUsage } from '../organizations/index.ts'
import { type CountedOutcome, writeCounted } from './knowledge-counter.ts'
import { distinctAlternatives, knowledgeIdFor, listingTimes } from './knowledge-records.ts'

export interface NewKnowledgePair {
  prompt: string
  /** Other wordings of the question with the same answer, trained as extra prompts. */
  alternativePrompts?: string[] | undefined
  completion: string
  source: KnowledgeSource
  /** The link, file id or import job id; empty for manual pairs. */
  sourceKey: string
}

export interface WriteKnowledgeResult {
  written: number
  /** Pairs whose prompt the version already held (from any source); left as they were. */
  alreadyPresent: number
  /** Ids of every pair given, written now or already present, in input order. */
  ids: string[]
}

/** Ids of `ids` the version holds (batched gets). */
export async function existingIds(key: VersionKey, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let start = 0; start < ids.length; start += 100) {
    const { data, unprocessed } = await db()
      .entities.knowledge.get(ids.slice(start, start + 100).map((knowledgeId) => ({ ...key, knowledgeId })))
      .go()
    for (const item of data) found.add(item.knowledgeId)
    // Unprocessed keys (throttling) count as present: better to skip a pair than to write one twice.
    for (const item of unprocessed) found.add(item.knowledgeId)
  }
  return found
}

/**
 * Writes pairs from a job (generation, import) safely twice: ids are derived from the prompt, pairs the version
 * already holds are skipped, and plan usage is reserved for the new ones only, all or nothing (PLAN_LIMIT_REACHED
 * before anything is written). Pairs repeating a prompt within `pairs` keep the first.
 *
 * @example await writeKnowledgePairs(key, pairs.map((pair) => ({ ...pair, source: 'url', sourceKey: url })))
 */
export async function writeKnowledgePairs(key: VersionKey, pairs: NewKnowledgePair[]): Promise<WriteKnowledgeResult> {
  const unique = new Map<string, NewKnowledgePair>()
  const ids = pairs.map((pair) => {
    const knowledgeId = knowledgeIdFor(key, pair.prompt)
    if (!unique.has(knowledgeId)) unique.set(knowledgeId, pair)
    return knowledgeId
  })
  const present = await existingIds(key, [...unique.keys()])
  const fresh = [...unique].filter(([knowledgeId]) => !present.has(knowledgeId))
  if (fresh.length === 0) return { written: 0, alreadyPresent: unique.size, ids }
  await reserveUsage(key.organizationId, 'knowledge', fresh.length)
  const times = listingTimes(fresh.length)
  const items = fresh.map(([knowledgeId, pair], index) => ({
    ...key,
    knowledgeId,
    prompt: pair.prompt.trim(),
    alternativePrompts: distinctAlternatives(pair.prompt, pair.alternativePrompts),
    completion: pair.completion.trim(),
    source: pair.source,
    sourceKey: pair.sourceKey,
    listedAt: times[index] as string,
  }))
  const outcome: CountedOutcome = { done: [], refused: [] }
  try {
    // Creates only: a pair another delivery wrote since the check above is refused, not counted twice.
    await writeCounted(
      key,
      items.map((item) => ({ kind: 'create', item })),
      outcome,
    )
  } finally {
    // Give back what was reserved for pairs that were not written; a retry reserves again for them.
    const notWritten = items.length - outcome.done.length
    if (notWritten > 0) await releaseUsage(key.organizationId, 'knowledge', notWritten)
  }
  const written = outcome.done.length
  return { written, alreadyPresent: unique.size - written, ids }
}
