import { organizationRoles } from '@platform/shared/contracts/access'
import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/** A pending invitation; the emailed link carries a token whose SHA-256 finds it again. */
export const invitationSchema = {
  model: { entity: 'invitation', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    role: { type: organizationRoles, required: true },
    tokenHash: { type: 'string', required: true },
    invitedBy: { type: 'string', required: true },
    invitedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['email'] },
    },
    byToken: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['tokenHash'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const

export function createInvitationEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(invitationSchema, configuration)
}
