import { sourceStatuses } from '@platform/shared/contracts/stored-values'
import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * A link added to a version as a data source. `urlId` is a hash of the normalized link, so adding the same link
 * twice is one conditional create, and the version's links are one keyed query.
 */
export const urlSourceSchema = {
  model: { entity: 'urlSource', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    urlId: { type: 'string', required: true },
    url: { type: 'string', required: true },
    status: { type: sourceStatuses, required: true, default: 'pending' },
    failureReason: { type: 'string' },
    title: { type: 'string' },
    contentType: { type: 'string' },
    /** Object key of the extracted text (Markdown) in the uploads bucket. */
    textKey: { type: 'string' },
    characters: { type: 'number', required: true, default: 0 },
    knowledgeCount: { type: 'number', required: true, default: 0 },
    nestedUrlJobId: { type: 'string' },
    /** How often the scheduled re-sync fetches the link again (off, daily, weekly). */
    resync: { type: ['off', 'daily', 'weekly'] as const, required: true, default: 'off' },
    /** When the re-sync next fetches it (the source re-sync schedule's key). */
    resyncDueAt: { type: 'string' },
    lastSyncedAt: { type: 'string' },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['urlId'] },
    },
  },
} as const

export function createUrlSourceEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(urlSourceSchema, configuration)
}
