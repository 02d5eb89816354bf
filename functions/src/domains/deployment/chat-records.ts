import type { ChatMessageRecord, ChatSender, ChatSession, EmbedToolCall } from '@platform/shared/contracts/deployment'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createChatMessageEntity } from '../../data/entities/chat-message-entity.ts'
import type { createChatSessionEntity } from '../../data/entities/chat-session-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { asPut, asUpdate, type TogetherWrite, writeTogether } from '../../data/write-together.ts'
import { AppError } from '../../platform/app-error.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import type { ChatCharge } from './charge-chat.ts'
import { newSortableId } from './sortable-ids.ts'

export type ChatSessionRecord = EntityItem<ReturnType<typeof createChatSessionEntity>>
export type StoredChatMessage = EntityItem<ReturnType<typeof createChatMessageEntity>>

/** How much of a session's history goes back to the model with each message. */
export const historyMessages = 30

export function toChatSession(record: ChatSessionRecord): ChatSession {
  return {
    id: record.sessionId,
    title: record.title,
    createdAt: record.createdAt,
    closed: record.closed,
    lastMessageAt: record.lastMessageAt,
    messageCount: record.messageCount,
  }
}

export function toChatMessage(record: StoredChatMessage): ChatMessageRecord {
  return {
    id: record.messageId,
    sender: record.sender,
    content: record.content ?? '',
    action: record.action ?? null,
    createdAt: record.createdAt,
    toolCalls: (record.toolCalls as EmbedToolCall[] | undefined) ?? [],
    tool_call_id: record.toolCallId ?? null,
    feedback: record.feedback ?? null,
  }
}

export function versionKeyOf(apiKey: ApiKeyRecord): VersionKey {
  return { organizationId: apiKey.organizationId, projectId: apiKey.projectId, versionId: apiKey.versionId }
}

/** The end user's sessions through the key, newest first (consistent: a session made a moment ago is there). */
export async function listSessionsOf(apiKey: Pick<ApiKeyRecord, 'embedId'>, identifier: string, limit = 50) {
  const { data } = await db()
    .entities.chatSession.query.byIdentifier({ embedId: apiKey.embedId, identifier })
    .go({ order: 'desc', limit, consistent: true })
  return data
}

/** One of the end user's sessions, or NOT_FOUND (another person's session id reveals nothing). */
export async function requireSessionOf(apiKey: ApiKeyRecord, identifier: string, sessionId: string) {
  const { data } = await db()
    .entities.chatSession.get({ embedId: apiKey.embedId, identifier, sessionId })
    .go({ consistent: true })
  if (!data) throw new AppError('NOT_FOUND', { message: 'This chat session does not exist.' })
  return data
}

/** A new session titled by its first message, not yet written: `writeTurn` writes it with the turn's messages. */
export function composeSession(
  apiKey: ApiKeyRecord,
  identifier: string,
  title: string,
  expiresAt: number,
): ChatSessionRecord {
  const now = new Date().toISOString()
  return {
    embedId: apiKey.embedId,
    identifier,
    sessionId: newSortableId('chat'),
    organizationId: apiKey.organizationId,
    projectId: apiKey.projectId,
    versionId: apiKey.versionId,
    modelId: apiKey.modelId,
    title: title.replace(/\s+/g, ' ').trim().slice(0, 80) || 'New chat',
    closed: false,
    messageCount: 0,
    feedbackUp: 0,
    feedbackDown: 0,
    lastMessageAt: now,
    createdAt: now,
    expiresAt,
  }
}

/** What a message's history needs of a stored message. */
export type RecentMessage = Pick<StoredChatMessage, 'messageId' | 'sender' | 'content' | 'toolCalls' | 'toolCallId'>

/** One turn of a chat as its one write: the session it goes to and the messages it added. */
export interface ChatTurn {
  session: ChatSessionRecord
  /** The session was composed for this turn (`composeSession`) and is written whole. */
  isNew: boolean
  /** The open session the new one replaces, closed in the same write. */
  replaces?: ChatSessionRecord
  messages: readonly StoredChatMessage[]
  modelId: string
  expiresAt: number
  /** Other records of the same call written with it (its ledger entry, its log entry). */
  alongside?: readonly TogetherWrite[]
}

function sessionKey(session: ChatSessionRecord) {
  return { embedId: session.embedId, identifier: session.identifier, sessionId: session.sessionId }
}

/**
 * Writes a turn in ONE transaction (one round trip, all or nothing): its messages, the session's pointer (created,
 * or moved to the top of the model's recent chats with its count and retention), the session it replaces closed,
 * and the call's other records. The session item keeps no copy of the messages: the next turn reads the latest
 * ones (`readMessages`), so a turn writes each message once.
 */
export async function writeTurn(turn: ChatTurn): Promise<void> {
  const { session } = turn
  const added = turn.messages.length
  const lastMessageAt = new Date().toISOString()
  const sessionWrite = turn.isNew
    ? asPut(
        db()
          .entities.chatSession.create({ ...session, modelId: turn.modelId, messageCount: added, lastMessageAt })
          .params(),
      )
    : asUpdate(
        db()
          .entities.chatSession.patch(sessionKey(session))
          .set({
            organizationId: session.organizationId,
            projectId: session.projectId,
            versionId: session.versionId,
            modelId: turn.modelId,
            lastMessageAt,
            expiresAt: turn.expiresAt,
          })
          .add({ messageCount: added })
          // Sessions once kept a copy of their latest messages; the next turn drops it.
          .remove(['recentMessages'])
          .params(),
      )
  await writeTogether([
    ...turn.messages.map((message) => asPut(db().entities.chatMessage.create(message).params())),
    sessionWrite,
    ...(turn.replaces
      ? [asUpdate(db().entities.chatSession.patch(sessionKey(turn.replaces)).set({ closed: true }).params())]
      : []),
    ...(turn.alongside ?? []),
  ])
}

/** The session's messages, oldest first; `latest` keeps only the most recent ones. */
export async function readMessages(key: VersionKey, sessionId: string, latest?: number): Promise<StoredChatMessage[]> {
  const query = db().entities.chatMessage.query.bySession({ ...key, sessionId })
  if (latest) {
    const { data } = await query.go({ order: 'desc', limit: latest })
    return data.reverse()
  }
  const { data } = await query.go({ pages: 'all' })
  return data
}

export interface NewMessage {
  sender: ChatSender
  content: string
  action?: string | null
  toolCalls?: EmbedToolCall[]
  toolCallId?: string | null
  modelId?: string
  /** What an answer cost (assistant messages). */
  charge?: ChatCharge
  /** Where an answer was asked and the model's confidence in it, for the "Improve" inbox (assistant messages). */
  channel?: string
  confidence?: number
}

/** The message as it will be stored, its id taken now (ids sort by time): `writeTurn` stores it. */
export function composeMessage(
  key: VersionKey,
  sessionId: string,
  message: NewMessage,
  expiresAt: number,
): StoredChatMessage {
  return {
    ...key,
    sessionId,
    messageId: newSortableId('msg'),
    sender: message.sender,
    content: message.content,
    ...(message.action ? { action: message.action } : {}),
    ...(message.toolCalls && message.toolCalls.length > 0 ? { toolCalls: message.toolCalls } : {}),
    ...(message.toolCallId ? { toolCallId: message.toolCallId } : {}),
    ...(message.modelId ? { modelId: message.modelId } : {}),
    ...(message.charge ?? {}),
    ...(message.channel ? { channel: message.channel } : {}),
    ...(message.confidence !== undefined ? { confidence: message.confidence } : {}),
    createdAt: new Date().toISOString(),
    expiresAt,
  }
}
