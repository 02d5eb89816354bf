import { improvementGroupStatuses } from '@platform/shared/contracts/improvement'
import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * One group of the version's "Improve" inbox: end users' questions that mean the same thing (the local engine's
 * sentence encoder) and that the assistant declined or answered to a thumbs-down. Keyed by the version, so a
 * version's inbox is one query that cannot cross tenants. `embedding` is the first question's unit vector, which
 * later questions are compared with; `sessionIds` counts the distinct chats (end users) that asked.
 */
export const improvementGroupEntitySchema = {
  model: { entity: 'improvementGroup', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    groupId: { type: 'string', required: true },
    status: { type: improvementGroupStatuses, required: true },
    embedding: { type: 'list', items: { type: 'number' }, required: true },
    askedCount: { type: 'number', required: true, default: 0 },
    declinedCount: { type: 'number', required: true, default: 0 },
    thumbsDownCount: { type: 'number', required: true, default: 0 },
    sessionIds: { type: 'set', items: 'string' },
    channels: { type: 'set', items: 'string' },
    /** The first five questions as asked; further ones only count. */
    examples: { type: 'list', items: { type: 'string' }, required: true },
    firstSeenAt: { type: 'string', required: true },
    lastSeenAt: { type: 'string', required: true },
    /** Who resolved the group, how and when; an answered group that is asked again after training reopens. */
    resolvedBy: { type: 'string' },
    resolvedAt: { type: 'string' },
    reopenedAt: { type: 'string' },
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['groupId'] },
    },
  },
} as const

export function createImprovementGroupEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(improvementGroupEntitySchema, configuration)
}
