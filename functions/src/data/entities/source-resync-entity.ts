import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * When a link set to re-sync is next due: one partition keyed by due time, so the scheduled job reads only what is
 * due with one key query; the item moves to the next due time (or goes, when re-sync is turned off).
 */
export const sourceResyncSchema = {
  model: { entity: 'sourceResync', version: '1', service: 'platform' },
  attributes: {
    schedule: { type: ['resync'] as const, required: true, default: 'resync' },
    dueAt: { type: 'string', required: true },
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    urlId: { type: 'string', required: true },
  },
  indexes: {
    byDueTime: {
      pk: { field: tableDesign.partitionKey, composite: ['schedule'] },
      sk: {
        field: tableDesign.sortKey,
        composite: ['dueAt', 'organizationId', 'projectId', 'versionId', 'urlId'],
      },
    },
  },
} as const

export function createSourceResyncEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(sourceResyncSchema, configuration)
}
