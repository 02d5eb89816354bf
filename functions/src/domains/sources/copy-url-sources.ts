import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { enqueueJob } from '../../platform/jobs/job-service.ts'
import { reserveUsage } from '../organizations/index.ts'
import { copyObject, sourceObjectKeys } from './uploads-storage.ts'

/**
 * Copies a version's links into another version with their status and text (copied under the target's prefix).
 * Links the target already has are overwritten, not doubled; usage is reserved for the new ones. Links still
 * pending in the source get their own fetch job in the target.
 */
export async function copyUrlSources(from: VersionKey, to: VersionKey): Promise<number> {
  const { data: records } = await db().entities.urlSource.query.byVersion(from).go({ pages: 'all' })
  if (records.length === 0) return 0
  const { data: present } = await db()
    .entities.urlSource.get(records.map(({ urlId }) => ({ ...to, urlId })))
    .go()
  const presentIds = new Set(present.map((record) => record.urlId))
  await reserveUsage(to.organizationId, 'urls', records.filter(({ urlId }) => !presentIds.has(urlId)).length)
  for (const record of records) {
    const textKey = record.textKey ? sourceObjectKeys.urlText(to, record.urlId) : undefined
    if (record.textKey && textKey) await copyObject(record.textKey, textKey)
    await db()
      .entities.urlSource.put({ ...record, ...to, ...(textKey ? { textKey } : {}) })
      .go()
  }
  const pending = records.filter((record) => record.status === 'pending').map((record) => record.urlId)
  for (let start = 0; start < pending.length; start += 100) {
    await enqueueJob({
      kind: 'extract-source-text',
      scope: versionScope(to),
      payload: { ...to, source: 'url', sourceIds: pending.slice(start, start + 100) },
    })
  }
  return records.length
}
