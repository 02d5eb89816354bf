import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { environment } from '../../platform/environment.ts'
import { releaseUsage } from '../organizations/index.ts'
import { deleteStoragePrefix, versionStoragePrefix } from '../projects/index.ts'

/** Removes every file of a version with its original and text; repeatable. Knowledge is removed by its own module. */
export async function deleteAllFileSources(key: VersionKey): Promise<number> {
  const { data } = await db().entities.fileSource.query.byVersion(key).go({ pages: 'all' })
  await deleteStoragePrefix(environment().UPLOADS_BUCKET, `${versionStoragePrefix(key)}files/`)
  if (data.length === 0) return 0
  await db()
    .entities.fileSource.delete(data.map(({ fileId }) => ({ ...key, fileId })))
    .go()
  await releaseUsage(key.organizationId, 'files', data.length)
  return data.length
}
