import type * as z from 'zod'
import type { JobContext } from '../../platform/jobs/job-definition.ts'
import { failureReason } from '../../platform/jobs/job-service.ts'
import { failPendingSources } from './fail-pending-sources.ts'
import { isLastDelivery, type sourceBatchPayloadSchema } from './source-batch-payload.ts'

type SourceBatchPayload = z.infer<typeof sourceBatchPayloadSchema>

/**
 * The `run` of a job over a batch of sources (text extraction, Q&A generation). A failure is retried by the queue;
 * on the last delivery the sources still pending are marked failed with the reason, so none stays pending.
 *
 * @example
 * defineJob({ kind: 'generate-knowledge', runner: 'queue', payload: sourceBatchPayloadSchema,
 *   run: runSourceBatch(generateKnowledgeFromSources) })
 */
export function runSourceBatch(
  work: (
    batch: SourceBatchPayload,
    context: Pick<JobContext<SourceBatchPayload>, 'reportProgress' | 'log'>,
  ) => Promise<Record<string, unknown> | undefined>,
) {
  return async ({ payload, attempt, reportProgress, log }: JobContext<SourceBatchPayload>) => {
    try {
      return await work(payload, { reportProgress, log })
    } catch (error) {
      if (isLastDelivery(attempt)) await failPendingSources(payload, failureReason(error))
      throw error
    }
  }
}
