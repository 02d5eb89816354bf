import { maximumTestCasesPerVersion, testCaseFieldsSchema } from '@platform/shared/contracts/evaluation'
import * as z from 'zod'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { versionContentModule } from '../projects/index.ts'
import { copyTestCases } from './copy-test-cases.ts'
import { deleteAllEvaluationData } from './delete-all-evaluation-data.ts'
import { listAllTestCases, listingTimes, testCaseIdFor } from './test-case-records.ts'

const testCasesSectionSchema = z.array(testCaseFieldsSchema).max(maximumTestCasesPerVersion)

/** Test cases join every whole-version operation: project deletion, new versions, exports and imports. */
export const evaluationVersionContent = versionContentModule({
  name: 'testcases',
  deleteAllForVersion: deleteAllEvaluationData,
  copyVersion: (from, to) => copyTestCases(from, to),
  exportVersion: async (key) =>
    (await listAllTestCases(key)).map((record) => ({
      prompt: record.prompt,
      expectedCompletion: record.expectedCompletion,
    })),
  importVersion: async (key, section) => {
    const entries = testCasesSectionSchema.safeParse(section)
    if (!entries.success) {
      const issue = entries.error.issues[0]
      throw new AppError('VALIDATION_FAILED', {
        message: `document.content.testcases${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message}`,
      })
    }
    const times = listingTimes(entries.data.length)
    const items = entries.data.map((entry, index) => ({
      ...key,
      testCaseId: testCaseIdFor(key, entry.prompt),
      prompt: entry.prompt,
      expectedCompletion: entry.expectedCompletion,
      listedAt: times[index] as string,
    }))
    for (let start = 0; start < items.length; start += 25) {
      const { unprocessed } = await db()
        .entities.testCase.put(items.slice(start, start + 25))
        .go()
      if (unprocessed.length > 0) throw new Error(`Could not import ${unprocessed.length} test cases; retry`)
    }
    return items.length
  },
})
