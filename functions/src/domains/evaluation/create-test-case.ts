import { randomUUID } from 'node:crypto'
import { maximumTestCasesPerVersion, type TestCaseFields, testingMessages } from '@platform/shared/contracts/evaluation'
import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { countTestCases } from './count-test-cases.ts'
import {
  duplicateTestCaseError,
  listingTimes,
  normalizePrompt,
  testCaseIdFor,
  toTestCaseItem,
} from './test-case-records.ts'

/**
 * Adds a test case. A version tests each prompt once: a prompt it already has (ignoring case, spacing and
 * closing punctuation) is refused. The new case is first in the list (`idx` 0).
 */
export async function createTestCase(key: VersionKey, input: TestCaseFields) {
  await assertVersionEditable(key)
  let testCaseId = testCaseIdFor(key, input.prompt)
  const { data: existing } = await db()
    .entities.testCase.get({ ...key, testCaseId })
    .go()
  if (existing) {
    if (normalizePrompt(existing.prompt) === normalizePrompt(input.prompt)) throw duplicateTestCaseError()
    // The case holding this id was created with this prompt and has since been edited to another one.
    testCaseId = randomUUID()
  }
  if ((await countTestCases(key)) >= maximumTestCasesPerVersion)
    throw new AppError('VALIDATION_FAILED', {
      message: `A version holds at most ${maximumTestCasesPerVersion} test cases.`,
    })
  try {
    const { data } = await db()
      .entities.testCase.create({
        ...key,
        testCaseId,
        prompt: input.prompt,
        expectedCompletion: input.expectedCompletion,
        listedAt: listingTimes(1)[0] as string,
      })
      .go()
    return { item: toTestCaseItem(data, 0), message: testingMessages.added }
  } catch (error) {
    if (isConditionFailure(error)) throw duplicateTestCaseError()
    throw error
  }
}
