import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * Hourly counters of a deployment, added to atomically: calls per API key (the plan's hourly limit) and answered
 * calls per model (the console's 24-hour chart, one query over 24 sort keys). Gone two days after their hour.
 */
export const deploymentCounterEntitySchema = {
  model: { entity: 'deploymentCounter', version: '1', service: 'platform' },
  attributes: {
    /** `key#<embedId>` or `model#<organizationId>/<projectId>/<versionId>/<modelId>`. */
    counter: { type: 'string', required: true },
    /** Epoch seconds of the hour's start. */
    hourStart: { type: 'number', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byCounter: {
      pk: { field: tableDesign.partitionKey, composite: ['counter'], casing: 'none' },
      sk: { field: tableDesign.sortKey, composite: ['hourStart'] },
    },
  },
} as const

export function createDeploymentCounterEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(deploymentCounterEntitySchema, configuration)
}
