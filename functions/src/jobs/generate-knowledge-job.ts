import { generateKnowledgeFromSources } from '../domains/knowledge/generate-knowledge-from-sources.ts'
import { failPendingSources } from '../domains/sources/fail-pending-sources.ts'
import { registerJob } from './job-registry.ts'
import { failureReason } from './job-service.ts'
import { isLastDelivery, sourceBatchPayloadSchema } from './source-batch-payload.ts'

export const generateKnowledgeJobKind = 'generate-knowledge'

/**
 * Turns the extracted text of a batch of links or files into knowledge pairs (see `generateKnowledgeFromSources`):
 * with the configured language model, or the deterministic extractor offline.
 */
export const generateKnowledgeJob = registerJob({
  kind: generateKnowledgeJobKind,
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
