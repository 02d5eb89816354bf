import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * What the assistant knows about the product it serves, one record per version (spec section 7 "appinfo"):
 * it seeds system prompts and generated Q&As, so it travels with the version's content.
 */
export const appInfoSchema = {
  model: { entity: 'appInfo', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    name: { type: 'string', required: true, default: '' },
    description: { type: 'string', required: true, default: '' },
    websiteUrl: { type: 'string', required: true, default: '' },
    industry: { type: 'string', required: true, default: '' },
    audience: { type: 'string', required: true, default: '' },
    tone: { type: 'string', required: true, default: '' },
    language: { type: 'string', required: true, default: '' },
    updatedBy: { type: 'string' },
    updatedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createAppInfoEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(appInfoSchema, configuration)
}
