import { randomUUID } from 'node:crypto'
import type { FileSource } from '@platform/shared/contracts/sources'
import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { enqueueJob } from '../../platform/jobs/job-service.ts'
import type { UploadedFile } from '../../platform/parse-multipart-upload.ts'
import { releaseUsage, reserveUsage } from '../organizations/index.ts'
import { assertVersionEditable, recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import { checkUploadedFile } from './check-uploaded-file.ts'
import { contentTypeOfKind } from './detect-file-kind.ts'
import { toFileSource } from './source-records.ts'
import { deleteObjects, sourceObjectKeys, storeObject } from './uploads-storage.ts'

/**
 * Accepts a file as a data source: checks it opens (VALIDATION_FAILED naming the problem otherwise), reserves
 * plan usage, stores the original under the version's prefix, records it `pending` and queues the job that
 * extracts its text and generates knowledge. A failure part-way gives back what it took.
 *
 * @example await uploadFile(key, { name: 'guide.pdf', contentType: 'application/pdf', bytes }, userId)
 */
export async function uploadFile(
  key: VersionKey,
  file: UploadedFile,
  actorId: string,
): Promise<{ file: FileSource; jobId: string; message: string }> {
  await assertVersionEditable(key)
  const kind = await checkUploadedFile(file)
  await reserveUsage(key.organizationId, 'files', 1)
  const fileId = randomUUID()
  const originalKey = sourceObjectKeys.fileOriginal(key, fileId)
  try {
    await storeObject(originalKey, file.bytes, contentTypeOfKind[kind])
    const { data: record } = await db()
      .entities.fileSource.create({
        ...key,
        fileId,
        name: file.name.slice(0, 255),
        kind,
        contentType: contentTypeOfKind[kind],
        bytes: file.bytes.length,
        status: 'pending',
        originalKey,
        createdBy: actorId,
      })
      .go()
    const { jobId } = await enqueueJob({
      kind: 'extract-source-text',
      scope: versionScope(key),
      payload: { ...key, source: 'file', sourceIds: [fileId] },
    })
    await recordTimelineEvent(key, {
      type: timelineEventTypes.contentAdded,
      summary: `File ${record.name} added for Q&A generation`,
      details: { kind: 'files', fileId, jobId },
      actorId,
    })
    return { file: toFileSource(record), jobId, message: 'File added for Q&A generation.' }
  } catch (error) {
    await db()
      .entities.fileSource.delete({ ...key, fileId })
      .go()
    await deleteObjects([originalKey])
    await releaseUsage(key.organizationId, 'files', 1)
    throw error
  }
}
