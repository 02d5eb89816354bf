import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * Chat messages answered for an organization in one calendar month (UTC), counted with a conditional add so the
 * plan's monthly chat-message limit holds under concurrent chats. A new month is a new item: the counter
 * "resets" without a job touching it.
 */
export const monthlyUsageSchema = {
  model: { entity: 'monthlyUsage', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    /** YYYY-MM (UTC). */
    month: { type: 'string', required: true },
    chatMessages: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['month'] },
    },
  },
} as const

export function createMonthlyUsageEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(monthlyUsageSchema, configuration)
}
