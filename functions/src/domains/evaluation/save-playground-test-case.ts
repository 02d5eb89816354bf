import type { SavePlaygroundTestCaseRequest } from '@platform/shared/contracts/evaluation'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { createTestCase } from './create-test-case.ts'
import { findTestCaseByPrompt } from './find-test-case-by-prompt.ts'
import { updateTestCase } from './update-test-case.ts'

/**
 * `PUT /testcases` from the playground. With `oldTestCase`, edits that case (the one at `idx` when it still
 * has that prompt, else the one with that prompt); without, saves the exchange: as a new case, or as the new
 * expected completion of the case that already tests this prompt (saving the same exchange twice is one case).
 */
export async function savePlaygroundTestCase(key: VersionKey, request: SavePlaygroundTestCaseRequest) {
  await assertVersionEditable(key)
  if (request.oldTestCase) {
    const target = await findTestCaseByPrompt(key, request.oldTestCase.prompt, request.idx)
    if (!target)
      throw new AppError('NOT_FOUND', {
        message: 'This test case has changed or been deleted since it was listed. Reload and try again.',
      })
    return updateTestCase(key, target.testCaseId, request.testCase)
  }
  const existing = await findTestCaseByPrompt(key, request.testCase.prompt, request.idx)
  if (existing) return updateTestCase(key, existing.testCaseId, request.testCase)
  return createTestCase(key, request.testCase)
}
