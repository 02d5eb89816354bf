import { testingMessages } from '@platform/shared/contracts/evaluation'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { testCaseNotFound } from './test-case-records.ts'

/** Deletes a test case by id. Runs keep their copy of it: their results stay readable. */
export async function deleteTestCase(key: VersionKey, testCaseId: string) {
  await assertVersionEditable(key)
  const { data } = await db()
    .entities.testCase.delete({ ...key, testCaseId })
    .go({ response: 'all_old' })
  if (!data) throw testCaseNotFound()
  return { id: testCaseId, message: testingMessages.deleted }
}
