import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

export const creditEntryReasons = ['training', 'chat', 'evaluation', 'freeCredits', 'purchase', 'refund'] as const
export type CreditEntryReason = (typeof creditEntryReasons)[number]

/**
 * One movement of an organization's credit balance (micro US dollars; debits negative), written beside the
 * balance update so every charge can be traced to what spent it.
 */
export const creditEntrySchema = {
  model: { entity: 'creditEntry', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    /** Sorts by time (newSortableId). */
    entryId: { type: 'string', required: true },
    amountMicros: { type: 'number', required: true },
    reason: { type: creditEntryReasons, required: true },
    /** What it was for: a training id, a chat message id, a test run id, an order id. */
    reference: { type: 'string' },
    /** Chat messages this movement paid for (an answered chat's debit counts its message on the day). */
    chatMessages: { type: 'number' },
    /**
     * True while the movement is written but not yet taken into the balance and the day's usage: an answered chat
     * writes its debit with its messages, and the table's stream consumer settles it once (ADR 0028).
     */
    unsettled: { type: 'boolean' },
    createdAt: createdAtAttribute,
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['entryId'] },
    },
  },
} as const

export function createCreditEntryEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(creditEntrySchema, configuration)
}
