import { z } from 'zod'
import { extractSourceText, failPendingSources } from '../domains/sources/extract-source-text.ts'
import { registerJob } from './job-registry.ts'
import { failureReason } from './job-service.ts'
import { queueDefinitions } from './queue-definitions.ts'

export const extractSourceTextJobKind = 'extract-source-text'

const maximumDeliveries = queueDefinitions.find((queue) => queue.name === 'jobs')?.maxReceiveCount ?? 5

/** True on the delivery after which SQS gives up: the job must leave its sources in a final state then. */
export function isLastDelivery(attempt: number): boolean {
  return attempt >= maximumDeliveries
}

export const sourceBatchPayloadSchema = z.object({
  organizationId: z.string().min(1),
  projectId: z.string().min(1),
  versionId: z.string().min(1),
  source: z.enum(['url', 'file']),
  sourceIds: z.array(z.string().min(1)).min(1).max(500),
})

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
