import { trainingMessages } from '@platform/shared/contracts/training'
import { AppError } from '../../platform/app-error.ts'
import type { SystemPromptItem, TrainingSnapshot, VersionContent } from './version-content.ts'

/** Fails with the reason the console shows when a version has nothing to learn from. */
export function assertTrainable(content: Pick<VersionContent, 'knowledge'>): void {
  if (content.knowledge.length === 0)
    throw new AppError('VALIDATION_FAILED', { message: trainingMessages.emptyVersion })
}

/**
 * The system prompt a training uses: the one asked for, or the version's first (by id) when none was named.
 * Answers NOT_FOUND for an id the version does not have.
 */
export function chooseSystemPrompt(
  systemPrompts: readonly SystemPromptItem[],
  systemPromptId: string | null | undefined,
): SystemPromptItem | null {
  if (systemPromptId) {
    const chosen = systemPrompts.find((prompt) => prompt.id === systemPromptId)
    if (!chosen) throw new AppError('NOT_FOUND', { message: 'This system prompt does not exist in the version.' })
    return chosen
  }
  return [...systemPrompts].sort((left, right) => left.id.localeCompare(right.id))[0] ?? null
}

/**
 * Freezes what a training is built from, so edits made while it runs change nothing. Throws the empty-version
 * reason when there is no knowledge (and no FAQ) to train on.
 *
 * @example
 * const content = await readVersionContent(key, { sourceTexts: true })
 * const snapshot = buildTrainingSnapshot(content, { systemPromptId: null })
 */
export function buildTrainingSnapshot(
  content: VersionContent,
  options: { systemPromptId: string | null | undefined; takenAt?: Date },
): TrainingSnapshot {
  assertTrainable(content)
  const { systemPrompts, ...rest } = content
  return {
    format: 'training-snapshot/v1',
    takenAt: (options.takenAt ?? new Date()).toISOString(),
    ...rest,
    systemPrompt: chooseSystemPrompt(systemPrompts, options.systemPromptId),
  }
}
