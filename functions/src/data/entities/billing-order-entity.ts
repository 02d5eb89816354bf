import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * A checkout started with the payment gateway: a plan subscription or an add-on order. Keyed by the gateway's id
 * (Razorpay `order_…` or `sub_…`), which the checkout hands back with its signature.
 */
export const billingOrderSchema = {
  model: { entity: 'billingOrder', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    kind: { type: ['subscription', 'addOn'] as const, required: true },
    /** Plan id (subscriptions) or add-on id (orders). */
    itemId: { type: 'string', required: true },
    description: { type: 'string', required: true },
    amountMinor: { type: 'number', required: true },
    currency: { type: 'string', required: true },
    status: { type: ['created', 'paid'] as const, required: true, default: 'created' },
    paymentId: { type: 'string' },
    createdBy: { type: 'string', required: true },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['orderId'] },
    },
  },
} as const

export function createBillingOrderEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(billingOrderSchema, configuration)
}
