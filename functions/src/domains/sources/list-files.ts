import type { FileSource } from '@platform/shared/contracts/sources'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { newestFirst, toFileSource } from './source-records.ts'

/** The version's files, newest first, with their status: one keyed query. */
export async function listFiles(key: VersionKey): Promise<FileSource[]> {
  await requireVersion(key)
  const { data } = await db().entities.fileSource.query.byVersion(key).go({ pages: 'all' })
  return newestFirst(data).map(toFileSource)
}
