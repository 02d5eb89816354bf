import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * One message of a chat session (spec section 3 "Chat message"; senders USER, ASSISTANT, TOOL, ASSISTANT-LOADING,
 * ERROR). Keyed by the version and the session, so a transcript is one query that cannot cross tenants; message
 * ids sort by time. Gone after the plan's chat-history retention (`expiresAt`).
 */
export const chatMessageEntitySchema = {
  model: { entity: 'chatMessage', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    sessionId: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    sender: { type: ['USER', 'ASSISTANT', 'TOOL', 'ASSISTANT-LOADING', 'ERROR'] as const, required: true },
    content: { type: 'string', required: true, default: '' },
    action: { type: 'string' },
    /** `[{id, name, arguments}]` the assistant asked the host page to run. */
    toolCalls: { type: 'any' },
    toolCallId: { type: 'string' },
    feedback: { type: ['up', 'down'] as const },
    modelId: { type: 'string' },
    /**
     * Where an assistant message was asked (`embed`, `siteGuide`) and the model's confidence in it (its routing
     * probability as a share of its decline threshold; absent when the model gives none): the "Improve" inbox reads
     * both from the table's stream (ADR 0030).
     */
    channel: { type: 'string' },
    confidence: { type: 'number' },
    /** Tokens the provider metered for this answer and the credits debited for them (micro US dollars). */
    totalTokens: { type: 'number' },
    creditsChargedMicros: { type: 'number' },
    createdAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    bySession: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId', 'sessionId'] },
      sk: { field: tableDesign.sortKey, composite: ['messageId'] },
    },
  },
} as const

export function createChatMessageEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(chatMessageEntitySchema, configuration)
}
