import { randomUUID } from 'node:crypto'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { releaseUsage, reserveUsage } from '../organizations/index.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { writeCounted } from './knowledge-counter.ts'
import {
  distinctAlternatives,
  knowledgeIdFor,
  listingTimes,
  normalizePrompt,
  toKnowledgeItem,
} from './knowledge-records.ts'

export function duplicatePromptError(): AppError {
  return new AppError('VALIDATION_FAILED', {
    message: 'prompt: This prompt is already in the knowledge of this version.',
  })
}

/**
 * Adds a pair typed by hand. A version holds one answer per prompt: a prompt it already has (ignoring case,
 * spacing and closing punctuation) is refused. The new pair is first in the list (`idx` 0).
 */
export async function createKnowledge(
  key: VersionKey,
  input: { prompt: string; completion: string; alternativePrompts?: string[] | undefined },
) {
  await assertVersionEditable(key)
  let knowledgeId = knowledgeIdFor(key, input.prompt)
  const { data: existing } = await db()
    .entities.knowledge.get({ ...key, knowledgeId })
    .go()
  if (existing) {
    if (normalizePrompt(existing.prompt) === normalizePrompt(input.prompt)) throw duplicatePromptError()
    // The pair holding this id was created with this prompt and has since been edited to another one.
    knowledgeId = randomUUID()
  }
  await reserveUsage(key.organizationId, 'knowledge', 1)
  const item = {
    ...key,
    knowledgeId,
    prompt: input.prompt,
    alternativePrompts: distinctAlternatives(input.prompt, input.alternativePrompts),
    completion: input.completion,
    source: 'manual' as const,
    sourceKey: '',
    listedAt: listingTimes(1)[0] as string,
  }
  const outcome = await writeCounted(key, [{ kind: 'create', item }]).catch(async (error: unknown) => {
    await releaseUsage(key.organizationId, 'knowledge', 1)
    throw error
  })
  if (outcome.refused.length > 0) {
    await releaseUsage(key.organizationId, 'knowledge', 1)
    throw duplicatePromptError()
  }
  // The transaction returns nothing; the stored pair carries the times electrodb gave it.
  const { data } = await db()
    .entities.knowledge.get({ ...key, knowledgeId })
    .go({ consistent: true })
  if (!data) throw new Error(`Knowledge ${knowledgeId} was created but cannot be read`)
  return { item: toKnowledgeItem(data, 0), message: 'Knowledge added.' }
}
