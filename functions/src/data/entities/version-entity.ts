import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

/**
 * A version of a project: the unit that holds content (pages, knowledge, files, functions, prompts, test cases)
 * and that models are trained on. Every content item's keys start with organization, project and version.
 */
export const versionSchema = {
  model: { entity: 'version', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    /** 1, 2, 3…: orders versions and names new ones. */
    number: { type: 'number', required: true },
    frozen: { type: 'boolean', required: true, default: false },
    frozenReason: { type: 'string' },
    /**
     * When the version was last frozen (ISO time); removed on unfreezing. What cannot change while frozen is cached
     * by a warm function under this time, so a new freeze (after edits) is a new cache entry.
     */
    frozenAt: { type: 'string' },
    copiedFromVersionId: { type: 'string' },
    createdBy: { type: 'string', required: true },
    createdAt: createdAtAttribute,
  },
  indexes: {
    byProject: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId'] },
      sk: { field: tableDesign.sortKey, composite: ['versionId'] },
    },
  },
} as const

export function createVersionEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(versionSchema, configuration)
}
