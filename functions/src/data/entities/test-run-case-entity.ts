import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

export const testRunCaseStatuses = ['pending', 'passed', 'failed', 'error'] as const

/**
 * One case of a test run: written `pending` when the run takes its snapshot of the test set, then once with its
 * answer and scores (a conditional write on `pending`, so a repeated step never scores or charges a case twice).
 * The run's cases share one partition, sorted by `position` (zero-padded), so the scoring step reads the next
 * batch with one keyed query.
 */
export const testRunCaseSchema = {
  model: { entity: 'testRunCase', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    runId: { type: 'string', required: true },
    /** Position in the run, zero-padded to sort as text. */
    positionKey: { type: 'string', required: true },
    position: { type: 'number', required: true },
    caseId: { type: 'string', required: true },
    prompt: { type: 'string', required: true },
    expectedCompletion: { type: 'string', required: true },
    status: { type: testRunCaseStatuses, required: true, default: 'pending' },
    actualCompletion: { type: 'string' },
    /** exactMatch, tokenF1, rougeL, semanticSimilarity, judge. */
    scores: { type: 'any' },
    judgeNote: { type: 'string' },
    failedChecks: { type: 'list', items: { type: 'string' } },
    latencyMs: { type: 'number' },
    tokens: { type: 'any' },
    costMicros: { type: 'number', required: true, default: 0 },
    sources: { type: 'any' },
    error: { type: 'string' },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byRun: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId', 'runId'] },
      sk: { field: tableDesign.sortKey, composite: ['positionKey'] },
    },
  },
} as const

export function createTestRunCaseEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(testRunCaseSchema, configuration)
}
