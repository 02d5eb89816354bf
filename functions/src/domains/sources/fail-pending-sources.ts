import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import type { SourceBatch } from './extract-source-text.ts'

/**
 * Marks the batch's sources that are still pending as failed: the last delivery of a job that kept failing calls
 * it, so the console shows a reason instead of a source pending for ever.
 */
export async function failPendingSources(batch: SourceBatch, reason: string): Promise<void> {
  const key: VersionKey = {
    organizationId: batch.organizationId,
    projectId: batch.projectId,
    versionId: batch.versionId,
  }
  for (const sourceId of batch.sourceIds) {
    const failureReason = `This source could not be processed: ${reason}`
    if (batch.source === 'url') {
      await db()
        .entities.urlSource.patch({ ...key, urlId: sourceId })
        .set({ status: 'failed', failureReason })
        .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
        .go()
        .catch(() => undefined)
    } else {
      await db()
        .entities.fileSource.patch({ ...key, fileId: sourceId })
        .set({ status: 'failed', failureReason })
        .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
        .go()
        .catch(() => undefined)
    }
  }
}
