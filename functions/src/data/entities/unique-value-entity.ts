import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * A guard item that makes a value unique across the table (an email, an organization name, a project name
 * within its organization, the training a version runs). Written in the same transaction as the item that owns
 * the value.
 */
export const uniqueValueSchema = {
  model: { entity: 'uniqueValue', version: '1', service: 'platform' },
  attributes: {
    kind: {
      type: ['email', 'organizationName', 'projectName', 'versionName', 'versionTraining'] as const,
      required: true,
    },
    /** Normalized value, with its scope where uniqueness is scoped (e.g. `organizationId/name`). */
    value: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byValue: {
      pk: { field: tableDesign.partitionKey, composite: ['kind', 'value'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createUniqueValueEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(uniqueValueSchema, configuration)
}
