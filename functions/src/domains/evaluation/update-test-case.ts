import { type TestCaseFields, testingMessages } from '@platform/shared/contracts/evaluation'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { assertVersionEditable } from '../projects/index.ts'
import {
  duplicateTestCaseError,
  listAllTestCases,
  normalizePrompt,
  testCaseNotFound,
  toTestCaseItem,
} from './test-case-records.ts'

/** Edits a test case by id; its new prompt must not be another case's prompt. */
export async function updateTestCase(key: VersionKey, testCaseId: string, input: TestCaseFields) {
  await assertVersionEditable(key)
  const all = await listAllTestCases(key)
  const idx = all.findIndex((record) => record.testCaseId === testCaseId)
  const target = all[idx]
  if (!target) throw testCaseNotFound()
  const prompt = normalizePrompt(input.prompt)
  if (all.some((record) => record.testCaseId !== testCaseId && normalizePrompt(record.prompt) === prompt))
    throw duplicateTestCaseError()
  const { data } = await db()
    .entities.testCase.patch({ ...key, testCaseId })
    .set({ prompt: input.prompt, expectedCompletion: input.expectedCompletion })
    .go({ response: 'all_new' })
  return { item: toTestCaseItem({ ...target, ...data }, idx), message: testingMessages.updated }
}
