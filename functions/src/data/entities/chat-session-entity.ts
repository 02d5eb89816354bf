import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

/**
 * A chat session of one end user (spec section 3 "Chat session": id, title, createdAt, closed) through one API
 * key. Gone after the plan's chat-history retention (`expiresAt`, refreshed on every message).
 * - primary (`byIdentifier`): the end user's sessions through the key, newest first (ids sort by time); the embed
 *   service reads it consistently, so a message sent right after `new` continues the session just made.
 * - gsi1 (`byModel`): the model's chats by their latest message (console "recent chats").
 * - gsi2 (`byModelIdentifier`): one end user's chats with the model (console "chatId from uniqueId").
 */
export const chatSessionEntitySchema = {
  model: { entity: 'chatSession', version: '1', service: 'platform' },
  attributes: {
    embedId: { type: 'string', required: true },
    identifier: { type: 'string', required: true },
    sessionId: { type: 'string', required: true },
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    modelId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    closed: { type: 'boolean', required: true, default: false },
    messageCount: { type: 'number', required: true, default: 0 },
    feedbackUp: { type: 'number', required: true, default: 0 },
    feedbackDown: { type: 'number', required: true, default: 0 },
    lastMessageAt: { type: 'string', required: true },
    /**
     * No longer written: sessions once kept a copy of their latest messages. A turn reads a bounded window of the
     * session's own messages instead and removes this copy when it writes the session (ADR 0028).
     */
    recentMessages: { type: 'any' },
    createdAt: createdAtAttribute,
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byIdentifier: {
      pk: { field: tableDesign.partitionKey, composite: ['embedId', 'identifier'], casing: 'none' },
      sk: { field: tableDesign.sortKey, composite: ['sessionId'] },
    },
    byModel: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['organizationId', 'projectId', 'versionId', 'modelId'] },
      sk: { field: 'gsi1sk', composite: ['lastMessageAt', 'sessionId'] },
    },
    byModelIdentifier: {
      index: 'gsi2',
      pk: {
        field: 'gsi2pk',
        composite: ['organizationId', 'projectId', 'versionId', 'modelId', 'identifier'],
        casing: 'none',
      },
      sk: { field: 'gsi2sk', composite: ['sessionId'] },
    },
  },
} as const

export function createChatSessionEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(chatSessionEntitySchema, configuration)
}
