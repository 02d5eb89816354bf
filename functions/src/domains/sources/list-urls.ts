import type { UrlSource } from '@platform/shared/contracts/sources'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { newestFirst, toUrlSource } from './source-records.ts'

/** The version's links, newest first, with their status: one keyed query. */
export async function listUrls(key: VersionKey): Promise<UrlSource[]> {
  await requireVersion(key)
  const { data } = await db().entities.urlSource.query.byVersion(key).go({ pages: 'all' })
  return newestFirst(data).map(toUrlSource)
}
