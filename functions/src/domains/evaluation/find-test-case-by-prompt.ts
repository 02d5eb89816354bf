import type { VersionKey } from '../../data/version-scope.ts'
import { listAllTestCases, normalizePrompt, type TestCaseRecord } from './test-case-records.ts'

/**
 * The case testing `prompt` (ignoring case, spacing and closing punctuation): the one at `idx` in the whole
 * list when it matches (the caller's view), otherwise the one anywhere in the list.
 */
export async function findTestCaseByPrompt(
  key: VersionKey,
  prompt: string,
  idx?: number | null,
): Promise<TestCaseRecord | undefined> {
  const all = await listAllTestCases(key)
  const wanted = normalizePrompt(prompt)
  const atIndex = idx === undefined || idx === null ? undefined : all[idx]
  if (atIndex && normalizePrompt(atIndex.prompt) === wanted) return atIndex
  return all.find((record) => normalizePrompt(record.prompt) === wanted)
}
