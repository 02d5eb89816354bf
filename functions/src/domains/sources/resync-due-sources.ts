import { db } from '../../data/database.ts'
import { versionScope } from '../../data/version-scope.ts'
import { enqueueJob } from '../../platform/jobs/job-service.ts'
import { logger } from '../../platform/logger.ts'
import type { DerivedContent } from './derived-content.ts'
import { isDocumentError } from './document-error.ts'
import { readUrl } from './extract-source-text.ts'
import { nextResyncAt, rescheduleResync } from './resync-schedule.ts'
import { readObjectText, sourceObjectKeys, storeObject } from './uploads-storage.ts'

/**
 * The scheduled re-sync of links (daily or weekly): every link due by `now` (one key query on the due-time
 * partition) is fetched again and its text compared with the stored text. Only a page whose text changed gets
 * its knowledge regenerated (the old pairs of that link are removed by `derived`, a generation job is queued);
 * every link due gets `lastSyncedAt` and its next due time. A page that cannot be read keeps its text and
 * knowledge and is tried again next period. Safe to run twice: a handled link is no longer due.
 */
export async function resyncDueSources(
  derived: DerivedContent,
  now = new Date(),
): Promise<{ checked: number; changed: number }> {
  const { data: due } = await db()
    .entities.sourceResync.query.byDueTime({ schedule: 'resync' })
    .lte({ dueAt: now.toISOString() })
    .go({ pages: 'all' })
  let changed = 0
  for (const item of due) {
    const key = {
      organizationId: item.organizationId,
      projectId: item.projectId,
      versionId: item.versionId,
      urlId: item.urlId,
    }
    const { data: record } = await db().entities.urlSource.get(key).go()
    if (!record || record.resync === 'off' || record.resyncDueAt !== item.dueAt) {
      await db().entities.sourceResync.delete(item).go()
      continue
    }
    const syncedAt = now.toISOString()
    try {
      const { document } = await readUrl(record.url)
      const textKey = record.textKey ?? sourceObjectKeys.urlText(key, key.urlId)
      const previous = record.textKey ? await readObjectText(record.textKey).catch(() => null) : null
      if (previous !== document.markdown) {
        await storeObject(textKey, document.markdown, 'text/markdown; charset=utf-8')
        await db()
          .entities.urlSource.patch(key)
          .set({
            textKey,
            characters: document.markdown.length,
            status: 'pending',
            knowledgeCount: 0,
            ...(document.title ? { title: document.title } : {}),
          })
          .go()
        const versionKey = { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId }
        await derived.deleteOfSource(versionKey, 'url', record.url)
        await enqueueJob({
          kind: 'generate-knowledge',
          scope: versionScope(versionKey),
          payload: { ...versionKey, source: 'url', sourceIds: [key.urlId] },
        })
        changed += 1
      }
    } catch (error) {
      if (!isDocumentError(error)) throw error
      logger.info('re-sync could not read a link; it keeps its knowledge', { url: record.url, reason: error.message })
    }
    await rescheduleResync(key, item.dueAt, nextResyncAt(record.resync, now), { lastSyncedAt: syncedAt })
  }
  if (due.length > 0) logger.info('source re-sync', { due: due.length, changed })
  return { checked: due.length, changed }
}
