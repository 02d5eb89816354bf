import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * What one assistant message has already added to its project's daily figures (`counted`: `answer`, `thumbsDown`),
 * keyed by the version and the message. Each addition is one transaction with the day's counters, on condition
 * the message's kind is not counted yet, so a record the table's stream hands again adds nothing. Gone with the
 * chat logs' retention (`expiresAt`).
 */
export const improvementTallyEntitySchema = {
  model: { entity: 'improvementTally', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    counted: { type: 'set', items: 'string' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byMessage: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId', 'messageId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createImprovementTallyEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(improvementTallyEntitySchema, configuration)
}
