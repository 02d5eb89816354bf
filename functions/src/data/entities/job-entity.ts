import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const
export type JobStatus = (typeof jobStatuses)[number]

/**
 * A unit of background work the console can follow: crawls, file parsing, Q&A generation, training, test runs.
 * `scope` carries tenancy (organization, project, version) so jobs are listed by a keyed query, never a scan.
 */
export const jobSchema = {
  model: { entity: 'job', version: '1', service: 'platform' },
  attributes: {
    jobId: { type: 'string', required: true },
    scope: { type: 'string', required: true },
    kind: { type: 'string', required: true },
    status: { type: jobStatuses, required: true, default: 'queued' },
    payload: { type: 'any', required: true },
    result: { type: 'any' },
    progressCompleted: { type: 'number', required: true, default: 0 },
    progressTotal: { type: 'number', required: true, default: 0 },
    progressMessage: { type: 'string' },
    failureReason: { type: 'string' },
    attempts: { type: 'number', required: true, default: 0 },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
    startedAt: { type: 'string' },
    finishedAt: { type: 'string' },
  },
  indexes: {
    byJobId: {
      pk: { field: tableDesign.partitionKey, composite: ['jobId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
    byScope: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['scope'] },
      sk: { field: 'gsi1sk', composite: ['kind', 'createdAt'] },
    },
  },
} as const

export function createJobEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(jobSchema, configuration)
}
