import { organizationRoles } from '@platform/shared/contracts/access'
import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/** A person's role in an organization; listed by organization (members) and by user (my organizations). */
export const membershipSchema = {
  model: { entity: 'membership', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    role: { type: organizationRoles, required: true },
    joinedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['userId'] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['organizationId'] },
    },
  },
} as const

export function createMembershipEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(membershipSchema, configuration)
}
