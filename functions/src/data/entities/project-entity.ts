import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

/** A project of an organization; listed by organization with one keyed query. */
export const projectSchema = {
  model: { entity: 'project', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true, default: '' },
    createdBy: { type: 'string', required: true },
    createdAt: createdAtAttribute,
    /** Set while a deletion job removes the project's data; hidden from lists meanwhile. */
    deleting: { type: 'boolean', required: true, default: false },
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['projectId'] },
    },
  },
} as const

export function createProjectEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(projectSchema, configuration)
}
