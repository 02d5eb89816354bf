import {
  localEmbeddingModelId,
  localEngineOwner,
  localRetrievalModelId,
} from '@platform/functions/models/local-engine/model-ids'
import type { EngineStore } from './engine-store.ts'
import type { ModelObject } from './wire-types.ts'

/** When the engine's base models first existed; fixed, so listings are stable between restarts. */
const baseModelsCreated = 1_767_225_600

const baseModels: ModelObject[] = [
  {
    id: localRetrievalModelId,
    object: 'model',
    created: baseModelsCreated,
    owned_by: localEngineOwner,
    description:
      'Retrieval-and-answer model, not a generative language model: answers with a completion learned by fine-tuning ' +
      '(or a sentence of passages given in a system message) when it is confident, otherwise says it does not know; ' +
      'calls a function when the message matches one.',
  },
  {
    id: localEmbeddingModelId,
    object: 'model',
    created: baseModelsCreated,
    owned_by: localEngineOwner,
    description: 'Universal Sentence Encoder lite: 512-dimensional sentence embeddings, computed offline.',
  },
]

/** `GET /v1/models`: the base models, then every model a fine-tuning job produced. */
export function listModels(store: EngineStore): ModelObject[] {
  const fineTuned = store
    .listJobs()
    .filter((job) => job.status === 'succeeded' && job.fine_tuned_model)
    .map(
      (job): ModelObject => ({
        id: job.fine_tuned_model as string,
        object: 'model',
        created: job.finished_at ?? job.created_at,
        owned_by: job.organization_id,
        description: `Retrieval-and-answer model fine-tuned from ${localRetrievalModelId} on ${job.training_file}; answers with learned completions or declines.`,
      }),
    )
  return [...baseModels, ...fineTuned]
}
