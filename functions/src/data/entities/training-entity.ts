import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

export const trainingStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const
export const trainingStages = ['queued', 'snapshot', 'upload', 'fineTuning', 'register', 'index', 'done'] as const
export const trainingKinds = ['standard', 'custom'] as const

/**
 * One training of a version: what the console follows on `/projects/training/` and what the training job's steps
 * read and advance. `trainingId` starts with the creation time in base 36, so the version's partition sorts
 * trainings by time and a descending query reads the newest first (no index needed). The job record
 * (`jobId`) carries the runner's view; this record carries the training's own: stage, provider job, metrics.
 */
export const trainingEntitySchema = {
  model: { entity: 'training', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    trainingId: { type: 'string', required: true },
    jobId: { type: 'string' },
    kind: { type: trainingKinds, required: true },
    status: { type: trainingStatuses, required: true, default: 'queued' },
    stage: { type: trainingStages, required: true, default: 'queued' },
    progress: { type: 'number', required: true, default: 0 },
    progressMessage: { type: 'string' },
    /** baseModel, epochs, validationSplit, suffix, systemPromptId. */
    options: { type: 'any', required: true },
    /** Content counts of the snapshot. */
    counts: { type: 'any' },
    estimatedTokens: { type: 'number', required: true, default: 0 },
    /** Micro US dollars charged at the start (integer, so balances add up exactly). */
    creditsChargedMicros: { type: 'number', required: true, default: 0 },
    creditsRefunded: { type: 'boolean', required: true, default: false },
    /** Artifacts bucket keys of the snapshot and the files sent to the provider. */
    snapshotKey: { type: 'string' },
    trainingFileKey: { type: 'string' },
    validationFileKey: { type: 'string' },
    fallbackAnswer: { type: 'string' },
    providerTrainingFileId: { type: 'string' },
    providerValidationFileId: { type: 'string' },
    /** The version's page and file texts uploaded for a model that learns from documents (the local engine). */
    providerDocumentsFileId: { type: 'string' },
    providerJobId: { type: 'string' },
    providerModelId: { type: 'string' },
    trainedTokens: { type: 'number' },
    /** The provider's held-out question figures (`AnswerCheck`), once finished; hosted providers report none. */
    answerCheck: { type: 'any' },
    /** Metric points, oldest first. */
    metricsHistory: { type: 'any', required: true, default: () => [] },
    /** The provider's latest log lines, oldest first. */
    events: { type: 'any', required: true, default: () => [] },
    /** Consecutive polls the provider could not answer; too many fail the training. */
    providerPollFailures: { type: 'number', required: true, default: 0 },
    modelId: { type: 'string' },
    failureReason: { type: 'string' },
    createdBy: { type: 'string', required: true },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
    startedAt: { type: 'string' },
    finishedAt: { type: 'string' },
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['trainingId'] },
    },
  },
} as const

export function createTrainingEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(trainingEntitySchema, configuration)
}
