import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { readSystemPrompt } from '../training/index.ts'

/** Spec section 5: a key's system prompt is one of the version's; NOT_FOUND names the field otherwise. */
export async function requireSystemPromptInVersion(key: VersionKey, systemPromptId: string): Promise<void> {
  const prompt = await readSystemPrompt(key, systemPromptId)
  if (!prompt)
    throw new AppError('NOT_FOUND', { message: 'systemPromptId: This system prompt does not exist in the version.' })
}
