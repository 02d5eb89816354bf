import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * One line of a version's timeline (spec section 7 "GET /timeline"): content changes, imports, jobs, version
 * events, trainings, deployments. `eventId` starts with the ISO time, so the sort key orders events by time and
 * a descending query reads the newest first.
 */
export const timelineEventSchema = {
  model: { entity: 'timelineEvent', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    eventId: { type: 'string', required: true },
    /** `area.verb`, e.g. `content.added`, `version.frozen`, `training.started`. */
    type: { type: 'string', required: true },
    summary: { type: 'string', required: true },
    details: { type: 'any' },
    actorId: { type: 'string' },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['eventId'] },
    },
  },
} as const

export function createTimelineEventEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(timelineEventSchema, configuration)
}
