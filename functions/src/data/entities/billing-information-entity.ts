import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { updatedAtAttribute } from './timestamp-attributes.ts'

/** Spec section 3 "Billing information", printed on receipts. */
export const billingInformationSchema = {
  model: { entity: 'billingInformation', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    /** The validated fields (shared/src/contracts/billing.ts), kept as one document. */
    details: { type: 'any', required: true },
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createBillingInformationEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(billingInformationSchema, configuration)
}
