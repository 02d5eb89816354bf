import { maximumTestCasesPerVersion, type TestCaseImportReport } from '@platform/shared/contracts/evaluation'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { invalidCsv } from '../knowledge/index.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { parseTestCaseCsv } from './test-case-csv.ts'
import { listAllTestCases, listingTimes, normalizePrompt, testCaseIdFor } from './test-case-records.ts'

/**
 * Imports test cases from a CSV in one request (a version holds at most a few thousand): new prompts become
 * cases in file order at the top of the list, prompts the version already tests get the file's expected
 * completion. Writes are keyed by the case id, so importing the same file twice changes nothing the second time.
 */
export async function importTestCases(
  key: VersionKey,
  file: { name: string; bytes: Uint8Array },
): Promise<TestCaseImportReport> {
  await assertVersionEditable(key)
  if (file.bytes.includes(0)) throw invalidCsv('The file is not a CSV text file.')
  const parsed = parseTestCaseCsv(Buffer.from(file.bytes).toString('utf8'))
  const existing = new Map((await listAllTestCases(key)).map((record) => [normalizePrompt(record.prompt), record]))
  const fresh = parsed.rows.filter((row) => !existing.has(normalizePrompt(row.prompt)))
  if (existing.size + fresh.length > maximumTestCasesPerVersion)
    throw new AppError('VALIDATION_FAILED', {
      message: `A version holds at most ${maximumTestCasesPerVersion} test cases; this file would bring it to ${existing.size + fresh.length}.`,
    })
  const times = listingTimes(fresh.length)
  const items = parsed.rows.map((row) => {
    const current = existing.get(normalizePrompt(row.prompt))
    if (current) return { ...current, expectedCompletion: row.expectedCompletion }
    return {
      ...key,
      testCaseId: testCaseIdFor(key, row.prompt),
      prompt: row.prompt,
      expectedCompletion: row.expectedCompletion,
      listedAt: times[fresh.indexOf(row)] as string,
    }
  })
  const changed = items.filter((item) => {
    const current = existing.get(normalizePrompt(item.prompt))
    return !current || current.expectedCompletion !== item.expectedCompletion
  })
  for (let start = 0; start < changed.length; start += 25) {
    const { unprocessed } = await db()
      .entities.testCase.put(changed.slice(start, start + 25))
      .go()
    if (unprocessed.length > 0) throw new Error(`Could not write ${unprocessed.length} test cases; retry the import`)
  }
  const updated = changed.length - fresh.length
  return {
    rows: parsed.total,
    imported: fresh.length,
    updated,
    failed: parsed.errors.length,
    errors: parsed.errors.slice(0, 100),
    message: `Data imported: ${fresh.length} test cases added, ${updated} updated, ${parsed.errors.length} rows refused.`,
  }
}
