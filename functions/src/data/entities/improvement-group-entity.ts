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
    /** Added later than the other counts: groups written before them read 0. */
    lowConfidenceCount: { type: 'number', default: 0 },
    talkToHumanCount: { type: 'number', default: 0 },
    sessionIds: { type: 'set', items: 'string' },
    channels: { type: 'set', items: 'string' },
    /** The first five questions as asked; further ones only count. */
    examples: { type: 'list', items: { type: 'string' }, required: true },
    /**
     * Of those examples, the ones asked in a stored chat (widget, embed chat, chat page, site guide), with the model
     * and chat whose transcript the console opens; the API and the playground keep no transcript. Added later than
     * `examples`: older groups have none.
     */
    exampleChats: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          question: { type: 'string', required: true },
          modelId: { type: 'string', required: true },
          chatId: { type: 'string', required: true },
        },
      },
    },
    firstSeenAt: { type: 'string', required: true },
    lastSeenAt: { type: 'string', required: true },
    /** Who resolved the group, how and when; an answered group that is asked again after training reopens. */
    resolvedBy: { type: 'string' },
    resolvedAt: { type: 'string' },
    reopenedAt: { type: 'string' },
    /**
     * The version "Answer it" wrote the Q&A pair to (the group's own, or the project's working version): retraining
     * from the inbox counts the answers not yet trained there, and re-asks them after its next training.
     */
    answerVersionId: { type: 'string' },
    /** The page or action a `linked` group points at. */
    linkedType: { type: ['page', 'action'] as const },
    linkedId: { type: 'string' },
    /** The group's questions re-asked of the first model trained after its answer, and how many it answered. */
    reaskModelId: { type: 'string' },
    reaskedAt: { type: 'string' },
    reaskAnsweredQuestions: { type: 'number' },
    reaskQuestions: { type: 'number' },
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
