import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/** A fixed-window counter (for example failed logins per account or per address), gone after its window. */
export const rateCounterSchema = {
  model: { entity: 'rateCounter', version: '1', service: 'platform' },
  attributes: {
    bucket: { type: 'string', required: true },
    windowStart: { type: 'number', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byBucket: {
      pk: { field: tableDesign.partitionKey, composite: ['bucket'] },
      sk: { field: tableDesign.sortKey, composite: ['windowStart'] },
    },
  },
} as const

export function createRateCounterEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(rateCounterSchema, configuration)
}
