import { improvementReasons } from '@platform/shared/contracts/improvement'
import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * One answer (an assistant message, an OpenAI-compatible call's log entry, a playground answer) taken into the "Improve" inbox, keyed by the version and the message: written in the same
 * transaction as its group's counts, on condition it is new, so a message redelivered by the table's stream (or
 * both declined and thumbed down) counts once. Gone with the chat logs' retention (`expiresAt`).
 */
export const improvementQuestionEntitySchema = {
  model: { entity: 'improvementQuestion', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    groupId: { type: 'string', required: true },
    question: { type: 'string', required: true },
    reason: { type: improvementReasons, required: true },
    channel: { type: 'string', required: true },
    sessionId: { type: 'string', required: true },
    askedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byMessage: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['messageId'] },
    },
  },
} as const

export function createImprovementQuestionEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(improvementQuestionEntitySchema, configuration)
}
