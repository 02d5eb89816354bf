import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * An organization's credit balance, in micro US dollars (integers, so charges and refunds add up exactly).
 * Trainings are charged from it; free credits are added to it (spec section 9). Changed only by atomic
 * conditional updates, so two trainings cannot both spend the last credits.
 */
export const creditBalanceEntitySchema = {
  model: { entity: 'creditBalance', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    balanceMicros: { type: 'number', required: true, default: 0 },
    /** Free credits added so far (micro US dollars), kept for the billing pages. */
    freeCreditsMicros: { type: 'number', required: true, default: 0 },
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createCreditBalanceEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(creditBalanceEntitySchema, configuration)
}
