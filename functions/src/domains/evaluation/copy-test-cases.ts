import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { testCaseIdFor } from './test-case-records.ts'

/**
 * Copies a version's test cases and pass thresholds into another version, keeping list order. Ids are derived
 * for the target, so a repeated copy overwrites instead of doubling. Runs stay with the models they tested.
 */
export async function copyTestCases(from: VersionKey, to: VersionKey): Promise<number> {
  const { data: settings } = await db()
    .entities.evaluationSetting.get({ ...from, name: 'thresholds' })
    .go()
  if (settings) {
    await db()
      .entities.evaluationSetting.put({ ...to, name: 'thresholds', value: settings.value })
      .go()
  }
  const { data: records } = await db().entities.testCase.query.byId(from).go({ pages: 'all' })
  const items = records.map((record) => ({
    ...to,
    testCaseId: testCaseIdFor(to, record.prompt),
    prompt: record.prompt,
    expectedCompletion: record.expectedCompletion,
    listedAt: record.listedAt,
    createdAt: record.createdAt,
  }))
  for (let start = 0; start < items.length; start += 25) {
    const { unprocessed } = await db()
      .entities.testCase.put(items.slice(start, start + 25))
      .go()
    if (unprocessed.length > 0) throw new Error(`Could not copy ${unprocessed.length} test cases; retry`)
  }
  return items.length
}
