import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

/**
 * A gateway webhook already handled, by the gateway's event id: created conditionally before the event's effect,
 * so a replayed or redelivered webhook changes nothing. Kept 90 days.
 */
export const paymentEventSchema = {
  model: { entity: 'paymentEvent', version: '1', service: 'platform' },
  attributes: {
    eventId: { type: 'string', required: true },
    eventType: { type: 'string', required: true },
    createdAt: createdAtAttribute,
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEventId: {
      pk: { field: tableDesign.partitionKey, composite: ['eventId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createPaymentEventEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(paymentEventSchema, configuration)
}
