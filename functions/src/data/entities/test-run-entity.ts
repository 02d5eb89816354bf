import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

export const testRunStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const
export const testRunStages = ['snapshot', 'scoring', 'summary', 'done'] as const
export const testRunTestsets = ['testcases', 'knowledge'] as const

/**
 * One run of a test set against a trained model. `runId` starts with the creation time in base 36, so the
 * version's partition (table) and the model's list (gsi1, `byModel`) sort runs by time. The run's cases are
 * `testRunCase` items in their own partition; `nextPosition` is the cursor of the scoring step.
 */
export const testRunSchema = {
  model: { entity: 'testRun', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    runId: { type: 'string', required: true },
    modelId: { type: 'string', required: true },
    testsetType: { type: testRunTestsets, required: true },
    jobId: { type: 'string' },
    status: { type: testRunStatuses, required: true, default: 'queued' },
    stage: { type: testRunStages, required: true, default: 'snapshot' },
    total: { type: 'number', required: true, default: 0 },
    /** Cases before this position are scored (the scoring step's cursor). */
    nextPosition: { type: 'number', required: true, default: 0 },
    progressMessage: { type: 'string' },
    /** Transient provider failures in a row (rate limits, outages); too many fail the run. */
    transientFailures: { type: 'number', required: true, default: 0 },
    /** Pass thresholds the run applies, copied from the version at the start. */
    thresholds: { type: 'any', required: true },
    /** Whether an LLM judge scores the cases, and why not. */
    judgeAvailable: { type: 'boolean', required: true, default: false },
    judgeNote: { type: 'string' },
    useRag: { type: 'boolean', required: true, default: false },
    summary: { type: 'any' },
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
      sk: { field: tableDesign.sortKey, composite: ['runId'] },
    },
    byModel: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['organizationId', 'projectId', 'versionId', 'modelId'] },
      sk: { field: 'gsi1sk', composite: ['runId'] },
    },
  },
} as const

export function createTestRunEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(testRunSchema, configuration)
}
