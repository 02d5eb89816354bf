import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

/** A payment received (spec section 3 "Payments list": ID, description, amount, date, receipt). */
export const billingTransactionSchema = {
  model: { entity: 'billingTransaction', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    /** The gateway's payment id: a payment is recorded once however often it is reported. */
    transactionId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    description: { type: 'string', required: true },
    amountMinor: { type: 'number', required: true },
    currency: { type: 'string', required: true },
    createdAt: createdAtAttribute,
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['transactionId'] },
    },
  },
} as const

export function createBillingTransactionEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(billingTransactionSchema, configuration)
}
