import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * An organization's usage for one UTC day, added to atomically as credits move and messages are answered, so the
 * dashboard's 30-day breakdown and costs are one keyed query instead of a count over the items. The counters have
 * no default on purpose: each write ADDs only its own counter, and a default would be written with it, setting the
 * day's other counters back to zero (issue 43: one chat message erased the day's training cost). A counter never
 * added to is absent; `dailyUsageSince` reads it as zero.
 */
export const dailyUsageSchema = {
  model: { entity: 'dailyUsage', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    /** YYYY-MM-DD (UTC). */
    day: { type: 'string', required: true },
    trainingMicros: { type: 'number' },
    chatMicros: { type: 'number' },
    evaluationMicros: { type: 'number' },
    creditsAddedMicros: { type: 'number' },
    chatMessages: { type: 'number' },
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
