import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { enqueueJob } from '../../platform/jobs/job-service.ts'
import { reserveUsage } from '../organizations/index.ts'
import { copyObject, sourceObjectKeys } from './uploads-storage.ts'

/**
 * Copies a version's files into another version: records keep their ids (so knowledge generated from a file
 * still names it), originals and texts are copied under the target's prefix. Files the target already has are
 * overwritten, not doubled; usage is reserved for the new ones; pending files get their own job in the target.
 */
export async function copyFileSources(from: VersionKey, to: VersionKey): Promise<number> {
  const { data: records } = await db().entities.fileSource.query.byVersion(from).go({ pages: 'all' })
  if (records.length === 0) return 0
  const { data: present } = await db()
    .entities.fileSource.get(records.map(({ fileId }) => ({ ...to, fileId })))
    .go()
  const presentIds = new Set(present.map((record) => record.fileId))
  await reserveUsage(to.organizationId, 'files', records.filter(({ fileId }) => !presentIds.has(fileId)).length)
  for (const record of records) {
    const originalKey = sourceObjectKeys.fileOriginal(to, record.fileId)
    await copyObject(record.originalKey, originalKey)
    const textKey = record.textKey ? sourceObjectKeys.fileText(to, record.fileId) : undefined
    if (record.textKey && textKey) await copyObject(record.textKey, textKey)
    await db()
      .entities.fileSource.put({ ...record, ...to, originalKey, ...(textKey ? { textKey } : {}) })
      .go()
  }
  const pending = records.filter((record) => record.status === 'pending').map((record) => record.fileId)
  for (let start = 0; start < pending.length; start += 100) {
    await enqueueJob({
      kind: 'extract-source-text',
      scope: versionScope(to),
      payload: { ...to, source: 'file', sourceIds: pending.slice(start, start + 100) },
    })
  }
  return records.length
}
