import { defineJob } from '../../platform/jobs/job-definition.ts'
import { failureReason } from '../../platform/jobs/job-service.ts'
import { failPendingSources } from '../sources/fail-pending-sources.ts'
import { isLastDelivery, sourceBatchPayloadSchema } from '../sources/source-batch-payload.ts'
import { generateKnowledgeFromSources } from './generate-knowledge-from-sources.ts'

/**
 * Turns the extracted text of a batch of links or files into knowledge pairs (see `generateKnowledgeFromSources`):
 * with the configured language model, or the deterministic extractor offline.
 */
export const generateKnowledgeJob = defineJob({
  kind: 'generate-knowledge',
  runner: 'queue',
  payload: sourceBatchPayloadSchema,
  async run({ payload, attempt, reportProgress, log }) {
    try {
      return await generateKnowledgeFromSources(payload, { reportProgress, log })
    } catch (error) {
      if (isLastDelivery(attempt)) await failPendingSources(payload, failureReason(error))
      throw error
    }
  },
})
