import type { NestedUrlSearch } from '@platform/shared/contracts/sources'
import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { discoverNestedUrlsJobKind } from '../../jobs/discover-nested-urls-job.ts'
import { requireVersion } from '../projects/versions.ts'
import { toNestedUrlSearch } from './nested-url-search-records.ts'

/** The version's nested-URL searches, newest first: one keyed query on the jobs' scope and kind. */
export async function listNestedUrlSearches(key: VersionKey): Promise<NestedUrlSearch[]> {
  await requireVersion(key)
  const { data } = await db()
    .entities.job.query.byScope({ scope: versionScope(key), kind: discoverNestedUrlsJobKind })
    .go({ pages: 'all', order: 'desc' })
  return data.map(toNestedUrlSearch)
}
