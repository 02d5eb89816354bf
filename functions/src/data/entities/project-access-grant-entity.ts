import { projectAccessLevels } from '@platform/shared/contracts/access'
import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/** A member's project access that differs from what their organization role gives by default. */
export const projectAccessGrantSchema = {
  model: { entity: 'projectAccessGrant', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    access: { type: projectAccessLevels, required: true },
    updatedAt: {
      type: 'string',
      required: true,
      default: () => new Date().toISOString(),
      set: () => new Date().toISOString(),
    },
  },
  indexes: {
    byProject: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId'] },
      sk: { field: tableDesign.sortKey, composite: ['userId'] },
    },
    byMember: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['organizationId', 'userId'] },
      sk: { field: 'gsi1sk', composite: ['projectId'] },
    },
  },
} as const

export function createProjectAccessGrantEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(projectAccessGrantSchema, configuration)
}
