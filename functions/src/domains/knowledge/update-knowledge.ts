import type { UpdateKnowledgeRequest } from '@platform/shared/contracts/knowledge'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { duplicatePromptError } from './create-knowledge.ts'
import { distinctAlternatives, listAllKnowledge, normalizePrompt, toKnowledgeItem } from './knowledge-records.ts'

/**
 * Edits a pair chosen by `id`, or by `idx` (its position in the version's whole list, newest first) together
 * with `oldPrompt`, the prompt the caller saw there: if the list moved since it was read and another pair now
 * sits at `idx`, the edit is refused rather than applied to the wrong pair. The new prompt must not be another
 * pair's prompt.
 */
export async function updateKnowledge(key: VersionKey, request: UpdateKnowledgeRequest) {
  await assertVersionEditable(key)
  const all = await listAllKnowledge(key)
  const idx =
    'id' in request
      ? all.findIndex((record) => record.knowledgeId === request.id)
      : normalizePrompt(all[request.idx]?.prompt ?? '') === normalizePrompt(request.oldPrompt)
        ? request.idx
        : -1
  const target = all[idx]
  if (!target) {
    throw new AppError('NOT_FOUND', {
      message:
        'id' in request
          ? 'This knowledge pair does not exist in the version.'
          : `The knowledge at position ${request.idx} has changed since it was listed. Reload and try again.`,
    })
  }
  const prompt = normalizePrompt(request.prompt)
  if (all.some((record) => record.knowledgeId !== target.knowledgeId && normalizePrompt(record.prompt) === prompt))
    throw duplicatePromptError()
  const { data } = await db()
    .entities.knowledge.patch({ ...key, knowledgeId: target.knowledgeId })
    // Both texts keep `searchText` whole; the unchanged key parts rebuild the source-kind index keys of a pair
    // written before that index existed.
    .set({
      prompt: request.prompt,
      // Left out of the request, the alternatives stay (a client of the spec's fields never wipes them).
      alternativePrompts: distinctAlternatives(
        request.prompt,
        request.alternativePrompts ?? target.alternativePrompts ?? [],
      ),
      completion: request.completion,
      source: target.source,
      sourceKey: target.sourceKey,
      listedAt: target.listedAt,
    })
    .go({ response: 'all_new' })
  return { item: toKnowledgeItem({ ...target, ...data }, idx), message: 'Knowledge updated.' }
}
