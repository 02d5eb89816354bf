import { defineJob } from '../../platform/jobs/job-definition.ts'
import { runSourceBatch, sourceBatchPayloadSchema } from '../sources/index.ts'
import { generateKnowledgeFromSources } from './generate-knowledge-from-sources.ts'

/**
 * Turns the extracted text of a batch of links or files into knowledge pairs (see `generateKnowledgeFromSources`):
 * with the configured language model, or the deterministic extractor offline.
 */
export const generateKnowledgeJob = defineJob({
  kind: 'generate-knowledge',
  runner: 'queue',
  payload: sourceBatchPayloadSchema,
  run: runSourceBatch(generateKnowledgeFromSources),
})
