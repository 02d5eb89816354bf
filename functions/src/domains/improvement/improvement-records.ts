import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import type { EntityItem } from 'electrodb'
import type { createImprovementGroupEntity } from '../../data/entities/improvement-group-entity.ts'
import { normalizePrompt } from '../knowledge/index.ts'

export type ImprovementGroupRecord = EntityItem<ReturnType<typeof createImprovementGroupEntity>>

/** Cosine similarity of two unit vectors (the sentence encoder's are unit length). */
export function similarity(left: ArrayLike<number>, right: ArrayLike<number>): number {
  let total = 0
  for (let index = 0; index < left.length; index += 1) total += (left[index] ?? 0) * (right[index] ?? 0)
  return total
}

/**
 * The wording most of a group's examples share (compared ignoring case and spacing), the earliest of equals: what
 * "Answer it" proposes as the pair's prompt.
 */
export function mostCommonWording(examples: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const example of examples) counts.set(normalizePrompt(example), (counts.get(normalizePrompt(example)) ?? 0) + 1)
  let best = examples[0] ?? ''
  for (const example of examples) {
    if ((counts.get(normalizePrompt(example)) ?? 0) > (counts.get(normalizePrompt(best)) ?? 0)) best = example
  }
  return best
}

export function toImprovementGroup(record: ImprovementGroupRecord): ImprovementGroup {
  return {
    id: record.groupId,
    status: record.status,
    question: mostCommonWording(record.examples),
    endUserCount: record.sessionIds?.length ?? 0,
    askedCount: record.askedCount,
    declinedCount: record.declinedCount,
    thumbsDownCount: record.thumbsDownCount,
    lowConfidenceCount: record.lowConfidenceCount ?? 0,
    talkToHumanCount: record.talkToHumanCount ?? 0,
    channels: [...(record.channels ?? [])].sort(),
    examples: record.examples.slice(0, 5),
    exampleChats: (record.exampleChats ?? []).slice(0, 5),
    firstSeenAt: record.firstSeenAt,
    lastSeenAt: record.lastSeenAt,
    resolvedBy: record.resolvedBy ?? null,
    resolvedAt: record.resolvedAt ?? null,
    reopenedAt: record.reopenedAt ?? null,
    linkedTo: record.linkedType && record.linkedId ? { type: record.linkedType, id: record.linkedId } : null,
    reask:
      record.reaskModelId && record.reaskedAt
        ? {
            modelId: record.reaskModelId,
            askedAt: record.reaskedAt,
            answered: (record.reaskAnsweredQuestions ?? 0) === (record.reaskQuestions ?? 0),
            answeredQuestions: record.reaskAnsweredQuestions ?? 0,
          }
        : null,
  }
}
