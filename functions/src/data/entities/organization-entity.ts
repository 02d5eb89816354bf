import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

export const organizationEntitySchema = {
  model: { entity: 'organization', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    planId: { type: 'string' },
    subscriptionActive: { type: 'boolean', required: true, default: false },
    /** The limits in force (plan plus add-ons), set by billing; absent, the free plan's (organizations/plan-limits.ts). */
    planLimits: { type: 'any' },
    /** The billing account's version the plan fields were copied from: an older copy never overwrites a newer one. */
    billingVersion: { type: 'number' },
    createdBy: { type: 'string', required: true },
    createdAt: createdAtAttribute,
  },
  indexes: {
    byOrganizationId: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createOrganizationEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(organizationEntitySchema, configuration)
}
