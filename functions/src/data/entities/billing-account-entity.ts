import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { updatedAtAttribute } from './timestamp-attributes.ts'

export const subscriptionStatuses = ['none', 'trialing', 'active', 'cancelled', 'ended'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

/**
 * An organization's subscription: its plan, the current cycle, whether it ends at the cycle's end, the free trial
 * (once per organization) and the limits its add-ons added on top of the plan.
 */
export const billingAccountSchema = {
  model: { entity: 'billingAccount', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    planId: { type: 'string', required: true, default: 'free' },
    status: { type: subscriptionStatuses, required: true, default: 'none' },
    periodStart: { type: 'string' },
    periodEnd: { type: 'string' },
    cancelAtPeriodEnd: { type: 'boolean', required: true, default: false },
    freeTrialUsedAt: { type: 'string' },
    /** The payment gateway's subscription id of the current paid plan. */
    gatewaySubscriptionId: { type: 'string' },
    /** Extra units bought as add-ons, by limit name; they last until the plan changes (spec section 9). */
    addOnLimits: { type: 'any', required: true, default: () => ({}) },
    /**
     * Counts the account's writes: each write is conditional on the version it read (absent before the first), so
     * two changes made from the same read cannot both land and one silently undo the other.
     */
    version: { type: 'number' },
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createBillingAccountEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(billingAccountSchema, configuration)
}
