import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * One playground answer worth a look (declined, below confidence, or after an earlier question of the same
 * conversation): the playground keeps no transcript, so this is the record the table's stream takes into the
 * version's "Improve" inbox (ADR 0030, 0032). Written by the playground; kept a week, as the deployment log.
 */
export const playgroundAnswerEntitySchema = {
  model: { entity: 'playgroundAnswer', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    answerId: { type: 'string', required: true },
    modelId: { type: 'string', required: true },
    /** The console user who asked. */
    askedBy: { type: 'string', required: true },
    question: { type: 'string', required: true },
    previousQuestion: { type: 'string' },
    declined: { type: 'boolean', required: true },
    /** The model's confidence as a share of its decline threshold, when it gives one. */
    confidence: { type: 'number' },
    at: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byAnswer: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['answerId'] },
    },
  },
} as const

export function createPlaygroundAnswerEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(playgroundAnswerEntitySchema, configuration)
}
