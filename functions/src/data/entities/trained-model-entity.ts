import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

export const trainedModelKinds = ['localRetrieval', 'fineTunedLlm'] as const
export const trainedModelStatuses = ['ready', 'unavailable'] as const

/**
 * A model a training of the version produced (`GET /models`): the provider's model id, what it was trained from,
 * its final metrics and the retrieval index built with it. `modelId` is derived from the training's id, so
 * registering twice (a repeated job step) writes the same item; like trainings, it sorts by creation time.
 */
export const trainedModelEntitySchema = {
  model: { entity: 'trainedModel', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    modelId: { type: 'string', required: true },
    trainingId: { type: 'string', required: true },
    providerModelId: { type: 'string', required: true },
    baseModel: { type: 'string', required: true },
    kind: { type: trainedModelKinds, required: true },
    status: { type: trainedModelStatuses, required: true, default: 'ready' },
    /** Final loss and accuracy, trained tokens, epochs, examples. */
    metrics: { type: 'any', required: true },
    /** Held-out question figures (`AnswerCheck`) of its training; absent for models the provider gave none for. */
    answerCheck: { type: 'any' },
    /** What the model says when it does not know (local retrieval models); tells a decline from an answer. */
    fallbackAnswer: { type: 'string' },
    /** Artifacts bucket key of the retrieval index built with this model. */
    ragIndexKey: { type: 'string' },
    ragPassages: { type: 'number' },
    createdAt: createdAtAttribute,
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['modelId'] },
    },
  },
} as const

export function createTrainedModelEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(trainedModelEntitySchema, configuration)
}
