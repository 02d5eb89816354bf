import type { ImprovementGroup, ImprovementGroupStatus } from '@platform/shared/contracts/improvement'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { type ImprovementGroupRecord, toImprovementGroup } from './improvement-records.ts'

/** Every group of the version, whatever its status (the inbox's grouping compares a question with all of them). */
export async function listGroupRecords(key: VersionKey): Promise<ImprovementGroupRecord[]> {
  const { data } = await db().entities.improvementGroup.query.byVersion(key).go({ pages: 'all' })
  return data
}

/**
 * `GET …/improvement-groups`: the version's groups in one status (the inbox: `open`), the groups most end users
 * asked first, then the most recently asked.
 */
export async function listImprovementGroups(
  key: VersionKey,
  query: { status: ImprovementGroupStatus },
): Promise<{ items: ImprovementGroup[] }> {
  const records = await listGroupRecords(key)
  const items = records
    .filter((record) => record.status === query.status)
    .map(toImprovementGroup)
    .sort(
      (left, right) =>
        right.endUserCount - left.endUserCount ||
        right.askedCount - left.askedCount ||
        right.lastSeenAt.localeCompare(left.lastSeenAt),
    )
  return { items }
}
