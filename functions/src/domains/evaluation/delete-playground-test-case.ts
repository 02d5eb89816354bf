import type { VersionKey } from '../../data/version-scope.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { deleteTestCase } from './delete-test-case.ts'
import { findTestCaseByPrompt } from './find-test-case-by-prompt.ts'
import { testCaseNotFound } from './test-case-records.ts'

/** `PUT /testcases/delete` from the playground: removes the case saved from that exchange, found by its prompt. */
export async function deletePlaygroundTestCase(
  key: VersionKey,
  request: { testCase: { prompt: string }; idx?: number | null },
) {
  await assertVersionEditable(key)
  const target = await findTestCaseByPrompt(key, request.testCase.prompt, request.idx)
  if (!target) throw testCaseNotFound()
  return deleteTestCase(key, target.testCaseId)
}
