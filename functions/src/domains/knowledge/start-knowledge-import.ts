import { randomUUID } from 'node:crypto'
import type { KnowledgeImport } from '@platform/shared/contracts/knowledge'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { enqueueJob, getJob } from '../../platform/jobs/job-service.ts'
import type { UploadedFile } from '../../platform/parse-multipart-upload.ts'
import { assertVersionEditable, recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import { decodeText, deleteObjects, isDocumentError, sourceObjectKeys, storeObject } from '../sources/index.ts'
import { invalidCsv, parseKnowledgeCsv } from './knowledge-csv.ts'
import { toKnowledgeImport } from './knowledge-import-records.ts'

const csvContentTypes = /^(text\/(csv|plain|comma-separated-values)|application\/(csv|vnd\.ms-excel|octet-stream))$/i

/**
 * Checks an uploaded knowledge CSV (INVALID_CSV_FILE_UPLOADED when it is not CSV text or lacks the prompt and
 * completion columns), stores it under the version's prefix and queues its import. Row-level problems are
 * reported by the import job, which keeps the good rows.
 */
export async function startKnowledgeImport(
  key: VersionKey,
  file: UploadedFile,
  actorId: string,
): Promise<{ import: KnowledgeImport; message: string }> {
  await assertVersionEditable(key)
  const contentType = file.contentType.split(';')[0]?.trim() ?? ''
  if (!file.name.toLowerCase().endsWith('.csv') && !/^(text\/csv|application\/csv)$/i.test(contentType))
    throw invalidCsv(`"${file.name}" is not a .csv file.`)
  if (!csvContentTypes.test(contentType)) throw invalidCsv(`"${file.name}" is ${contentType}, not CSV text.`)
  let text: string
  try {
    text = decodeText(file.bytes, file.name)
  } catch (error) {
    if (isDocumentError(error)) throw invalidCsv(error.message)
    throw error
  }
  const parsed = parseKnowledgeCsv(text)
  if (parsed.total === 0) throw invalidCsv('The file has no rows after the header.')

  const objectKey = sourceObjectKeys.knowledgeImport(key, randomUUID())
  await storeObject(objectKey, file.bytes, 'text/csv; charset=utf-8')
  let jobId: string
  try {
    ;({ jobId } = await enqueueJob({
      kind: 'import-knowledge',
      scope: versionScope(key),
      payload: { ...key, objectKey, fileName: file.name, actorId },
    }))
  } catch (error) {
    await deleteObjects([objectKey])
    throw error
  }
  await recordTimelineEvent(key, {
    type: timelineEventTypes.jobQueued,
    summary: `Knowledge queued for import from ${file.name}`,
    details: { kind: 'import-knowledge', jobId, rows: parsed.total },
    actorId,
  })
  const job = await getJob(jobId)
  if (!job) throw new Error(`Job ${jobId} vanished right after it was queued`)
  return { import: toKnowledgeImport(job), message: 'Knowledge queued for import.' }
}
