import { extractSourceText } from '../domains/sources/extract-source-text.ts'
import { failPendingSources } from '../domains/sources/fail-pending-sources.ts'
import { registerJob } from './job-registry.ts'
import { failureReason } from './job-service.ts'
import { isLastDelivery, sourceBatchPayloadSchema } from './source-batch-payload.ts'

export const extractSourceTextJobKind = 'extract-source-text'

/**
 * Fetches links or reads uploaded files of one batch, stores their text as Markdown and queues Q&A generation for
 * the ones that could be read (see `extractSourceText`). A source that cannot be read fails alone; an error that
 * is not the source's fault (storage, database) retries the job, and on the last delivery the sources still
 * pending are marked failed with the reason.
 */
export const extractSourceTextJob = registerJob({
  kind: extractSourceTextJobKind,
  runner: 'queue',
  payload: sourceBatchPayloadSchema,
  async run({ payload, attempt, reportProgress, log }) {
    try {
      return await extractSourceText(payload, { reportProgress, log })
    } catch (error) {
      if (isLastDelivery(attempt)) await failPendingSources(payload, failureReason(error))
      throw error
    }
  },
})
