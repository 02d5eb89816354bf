import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * A version's retrieval (RAG) switch (spec section 7 `GET/POST /training/rag`) and its latest index: the
 * artifacts bucket key a chat function loads passages from. One item per version.
 */
export const ragSettingEntitySchema = {
  model: { entity: 'ragSetting', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    ragEnabled: { type: 'boolean', required: true, default: false },
    indexKey: { type: 'string' },
    indexTrainingId: { type: 'string' },
    indexModelId: { type: 'string' },
    indexPassages: { type: 'number' },
    indexBuiltAt: { type: 'string' },
    updatedBy: { type: 'string' },
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createRagSettingEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(ragSettingEntitySchema, configuration)
}
