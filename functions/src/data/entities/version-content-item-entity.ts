import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * The version content a person writes by hand (spec section 7 "Versions"): pages, actions, workflows, FAQs,
 * agent functions and system prompts. They share one shape (an id and a validated body), so they share one
 * entity; `data` is checked against the content type's zod schema on every write and read.
 */
export const versionContentTypes = ['page', 'action', 'workflow', 'faq', 'agentFunction', 'systemPrompt'] as const
export type VersionContentType = (typeof versionContentTypes)[number]

export const versionContentItemSchema = {
  model: { entity: 'versionContentItem', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    contentType: { type: versionContentTypes, required: true },
    /** The item's id: a page path, an action or workflow key, or a generated id for FAQs, functions and prompts. */
    itemId: { type: 'string', required: true },
    data: { type: 'any', required: true },
    createdBy: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
  },
  indexes: {
    // One keyed query lists a version's items of one type (sort key prefix) or of every type (the partition).
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      // Ids are paths and keys people type: `/Settings` and `/settings` are different pages, so keep their case.
      sk: { field: tableDesign.sortKey, composite: ['contentType', 'itemId'], casing: 'none' },
    },
  },
} as const

export function createVersionContentItemEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(versionContentItemSchema, configuration)
}
