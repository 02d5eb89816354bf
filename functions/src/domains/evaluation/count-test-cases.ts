import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'

/**
 * How many test cases the version holds: a keyed query that reads only keys. The bound it checks is a safety
 * limit on run size (not a billed plan limit), so two concurrent creates slipping one past it is harmless.
 */
export async function countTestCases(key: VersionKey): Promise<number> {
  const { data } = await db()
    .entities.testCase.query.byId(key)
    .go({ pages: 'all', attributes: ['testCaseId'] })
  return data.length
}
