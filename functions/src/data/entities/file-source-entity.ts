import { fileKinds, sourceStatuses } from '@platform/shared/contracts/stored-values'
import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

/** A file uploaded to a version as a data source; the original and its extracted text live in the uploads bucket. */
export const fileSourceSchema = {
  model: { entity: 'fileSource', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    fileId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    kind: { type: fileKinds, required: true },
    contentType: { type: 'string', required: true },
    bytes: { type: 'number', required: true },
    status: { type: sourceStatuses, required: true, default: 'pending' },
    failureReason: { type: 'string' },
    title: { type: 'string' },
    /** Object key of the uploaded file as it was sent. */
    originalKey: { type: 'string', required: true },
    /** Object key of the extracted text (Markdown). */
    textKey: { type: 'string' },
    characters: { type: 'number', required: true, default: 0 },
    knowledgeCount: { type: 'number', required: true, default: 0 },
    createdBy: { type: 'string', required: true },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['fileId'] },
    },
  },
} as const

export function createFileSourceEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(fileSourceSchema, configuration)
}
