import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * An organization's usage for one UTC day, added to atomically as credits move and messages are answered, so the
 * dashboard's 30-day breakdown and costs are one keyed query instead of a count over the items.
 */
export const dailyUsageSchema = {
  model: { entity: 'dailyUsage', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    /** YYYY-MM-DD (UTC). */
    day: { type: 'string', required: true },
    trainingMicros: { type: 'number', required: true, default: 0 },
    chatMicros: { type: 'number', required: true, default: 0 },
    evaluationMicros: { type: 'number', required: true, default: 0 },
    creditsAddedMicros: { type: 'number', required: true, default: 0 },
    chatMessages: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['day'] },
    },
  },
} as const

export function createDailyUsageEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(dailyUsageSchema, configuration)
}
