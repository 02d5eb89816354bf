import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * When an organization's billing cycle next needs the scheduled job (renewal, end of a cancelled or trial
 * period). One partition keyed by due time, so the job reads only what is due with one key query, and deletes
 * the item once handled.
 */
export const billingCycleSchema = {
  model: { entity: 'billingCycle', version: '1', service: 'platform' },
  attributes: {
    schedule: { type: ['billing'] as const, required: true, default: 'billing' },
    /** ISO time the cycle ends. */
    dueAt: { type: 'string', required: true },
    organizationId: { type: 'string', required: true },
  },
  indexes: {
    byDueTime: {
      pk: { field: tableDesign.partitionKey, composite: ['schedule'] },
      sk: { field: tableDesign.sortKey, composite: ['dueAt', 'organizationId'] },
    },
  },
} as const

export function createBillingCycleEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(billingCycleSchema, configuration)
}
