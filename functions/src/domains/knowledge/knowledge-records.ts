import { createHash } from 'node:crypto'
import { type KnowledgeItem, maximumAlternativePrompts } from '@platform/shared/contracts/knowledge'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createKnowledgeEntity } from '../../data/entities/knowledge-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'

export type KnowledgeRecord = EntityItem<ReturnType<typeof createKnowledgeEntity>>

/** The form two prompts are compared in: "What is a manifest?" and "what is a  manifest" are the same prompt. */
export function normalizePrompt(prompt: string): string {
  return prompt
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?.!]+$/, '')
}

/**
 * The alternative questions worth keeping for a pair: trimmed, without the pair's own prompt and without repeats
 * (compared as `normalizePrompt` does), at most `maximumAlternativePrompts`.
 *
 * @example distinctAlternatives('How do I void a label?', ['how do I void a label', 'Can I cancel a label?']) // ['Can I cancel a label?']
 */
export function distinctAlternatives(prompt: string, alternatives: readonly string[] = []): string[] {
  const seen = new Set([normalizePrompt(prompt)])
  const kept: string[] = []
  for (const alternative of alternatives) {
    const normalized = normalizePrompt(alternative)
    if (!normalized || seen.has(normalized)) continue
    seen.add(normalized)
    kept.push(alternative.trim())
  }
  return kept.slice(0, maximumAlternativePrompts)
}

/**
 * The id of a pair: a hash of its version and normalized prompt. Deterministic, so a job that runs twice (SQS
 * delivers at least once) or a re-import writes the same items instead of duplicates, and a version holds one
 * answer per question.
 *
 * @example knowledgeIdFor(key, 'How do I void a label?') === knowledgeIdFor(key, 'how do i void a label')
 */
export function knowledgeIdFor(key: VersionKey, prompt: string): string {
  return createHash('sha256')
    .update(`${key.organizationId}/${key.projectId}/${key.versionId}\n${normalizePrompt(prompt)}`)
    .digest('hex')
    .slice(0, 32)
}

export function toKnowledgeItem(record: KnowledgeRecord, idx: number): KnowledgeItem {
  return {
    id: record.knowledgeId,
    idx,
    prompt: record.prompt,
    alternativePrompts: record.alternativePrompts ?? [],
    completion: record.completion,
    source: record.source,
    sourceKey: record.sourceKey || null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

/**
 * Every pair of a version, newest first: one keyed query on gsi1 (all pages). Bounded by the plan's knowledge
 * limit (2,000 on the free plan), so reading it whole for search and `idx` stays a few hundred milliseconds.
 */
export async function listAllKnowledge(key: VersionKey): Promise<KnowledgeRecord[]> {
  const { data } = await db().entities.knowledge.query.byListing(key).go({ pages: 'all', order: 'desc' })
  return data
}

/**
 * Listing times for pairs written together: the first pair gets the latest time, so a newest-first list shows
 * them in document order.
 */
export function listingTimes(count: number, now = Date.now()): string[] {
  return Array.from({ length: count }, (_unused, index) => new Date(now + (count - 1 - index)).toISOString())
}
