import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { environment } from '../../platform/environment.ts'
import { releaseUsage } from '../organizations/index.ts'
import { deleteStoragePrefix, versionStoragePrefix } from '../projects/index.ts'

/** Removes every link of a version and its stored text; repeatable. Knowledge is removed by its own module. */
export async function deleteAllUrlSources(key: VersionKey): Promise<number> {
  const { data } = await db().entities.urlSource.query.byVersion(key).go({ pages: 'all' })
  await deleteStoragePrefix(environment().UPLOADS_BUCKET, `${versionStoragePrefix(key)}urls/`)
  if (data.length === 0) return 0
  await db()
    .entities.urlSource.delete(data.map(({ urlId }) => ({ ...key, urlId })))
    .go()
  await releaseUsage(key.organizationId, 'urls', data.length)
  return data.length
}
