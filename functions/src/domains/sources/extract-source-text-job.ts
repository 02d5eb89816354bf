import { defineJob } from '../../platform/jobs/job-definition.ts'
import { extractSourceText } from './extract-source-text.ts'
import { runSourceBatch } from './run-source-batch.ts'
import { sourceBatchPayloadSchema } from './source-batch-payload.ts'

/**
 * Fetches links or reads uploaded files of one batch, stores their text as Markdown and queues Q&A generation for
 * the ones that could be read (see `extractSourceText`). A source that cannot be read fails alone; an error that
 * is not the source's fault (storage, database) retries the job, and on the last delivery the sources still
 * pending are marked failed with the reason.
 */
export const extractSourceTextJob = defineJob({
  kind: 'extract-source-text',
  runner: 'queue',
  payload: sourceBatchPayloadSchema,
  run: runSourceBatch(extractSourceText),
})
