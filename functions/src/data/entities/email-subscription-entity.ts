import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * Whether an address receives one kind of email (product launch updates, policy updates). Absent means
 * subscribed; a record appears when someone leaves or rejoins from an email link.
 */
export const emailSubscriptionSchema = {
  model: { entity: 'emailSubscription', version: '1', service: 'platform' },
  attributes: {
    email: { type: 'string', required: true, set: (email?: string) => email?.trim().toLowerCase() },
    topic: { type: 'string', required: true },
    subscribed: { type: 'boolean', required: true },
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byEmail: {
      pk: { field: tableDesign.partitionKey, composite: ['email'] },
      sk: { field: tableDesign.sortKey, composite: ['topic'] },
    },
  },
} as const

export function createEmailSubscriptionEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(emailSubscriptionSchema, configuration)
}
