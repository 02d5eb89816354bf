import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'

async function deleteInBatches<Key>(keys: Key[], remove: (batch: Key[]) => Promise<{ unprocessed: unknown[] }>) {
  for (let start = 0; start < keys.length; start += 25) {
    const { unprocessed } = await remove(keys.slice(start, start + 25))
    if (unprocessed.length > 0) throw new Error(`Could not delete ${unprocessed.length} evaluation items; retry`)
  }
}

/**
 * Removes everything evaluation keeps for a version: test cases, settings and locks, runs and their cases.
 * Keyed queries only (the version's partition, then each run's); repeatable. Returns the test cases removed.
 */
export async function deleteAllEvaluationData(key: VersionKey): Promise<number> {
  const { data: runs } = await db().entities.testRun.query.byVersion(key).go({ pages: 'all' })
  for (const run of runs) {
    const runKey = { ...key, runId: run.runId }
    const { data: cases } = await db().entities.testRunCase.query.byRun(runKey).go({ pages: 'all' })
    await deleteInBatches(
      cases.map(({ positionKey }) => ({ ...runKey, positionKey })),
      (batch) => db().entities.testRunCase.delete(batch).go(),
    )
  }
  await deleteInBatches(
    runs.map(({ runId }) => ({ ...key, runId })),
    (batch) => db().entities.testRun.delete(batch).go(),
  )
  const { data: settings } = await db().entities.evaluationSetting.query.byVersion(key).go({ pages: 'all' })
  await deleteInBatches(
    settings.map(({ name }) => ({ ...key, name })),
    (batch) => db().entities.evaluationSetting.delete(batch).go(),
  )
  const { data: testCases } = await db().entities.testCase.query.byId(key).go({ pages: 'all' })
  await deleteInBatches(
    testCases.map(({ testCaseId }) => ({ ...key, testCaseId })),
    (batch) => db().entities.testCase.delete(batch).go(),
  )
  return testCases.length
}
