import type { UrlSource } from '@platform/shared/contracts/sources'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { nextResyncAt, type ResyncFrequency, rescheduleResync } from './resync-schedule.ts'
import { toUrlSource } from './source-records.ts'

/** Sets how often the scheduled re-sync fetches a link again; the first re-sync is one period from now. */
export async function setUrlResync(
  key: VersionKey & { urlId: string },
  frequency: ResyncFrequency,
): Promise<UrlSource> {
  await assertVersionEditable(key)
  const { data: record } = await db().entities.urlSource.get(key).go()
  if (!record) throw new AppError('NOT_FOUND')
  await rescheduleResync(key, record.resyncDueAt, nextResyncAt(frequency, new Date()), { resync: frequency })
  const { data: updated } = await db().entities.urlSource.get(key).go()
  if (!updated) throw new AppError('NOT_FOUND')
  return toUrlSource(updated)
}
