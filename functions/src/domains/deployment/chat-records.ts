import type { ChatMessageRecord, ChatSender, ChatSession, EmbedToolCall } from '@platform/shared/contracts/deployment'
import type { EntityItem } from 'electrodb'
import { db, isConditionFailure } from '../../data/database.ts'
import type { createChatMessageEntity } from '../../data/entities/chat-message-entity.ts'
import type { createChatSessionEntity } from '../../data/entities/chat-session-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'
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
export async function listSessionsOf(apiKey: ApiKeyRecord, identifier: string, limit = 50) {
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

export async function createSession(
  apiKey: ApiKeyRecord,
  identifier: string,
  title: string,
  expiresAt: number,
): Promise<ChatSessionRecord> {
  const now = new Date().toISOString()
  const { data } = await db()
    .entities.chatSession.create({
      embedId: apiKey.embedId,
      identifier,
      sessionId: newSortableId('chat'),
      organizationId: apiKey.organizationId,
      projectId: apiKey.projectId,
      versionId: apiKey.versionId,
      modelId: apiKey.modelId,
      title: title.replace(/\s+/g, ' ').trim().slice(0, 80) || 'New chat',
      lastMessageAt: now,
      recentMessages: [],
      expiresAt,
    })
    .go()
  return data
}

export async function closeSession(session: ChatSessionRecord): Promise<void> {
  await db()
    .entities.chatSession.patch({
      embedId: session.embedId,
      identifier: session.identifier,
      sessionId: session.sessionId,
    })
    .set({ closed: true })
    .go()
}

/** What the next message's history needs of a message, as the session keeps it (`recentMessages`). */
export type RecentMessage = Pick<StoredChatMessage, 'messageId' | 'sender' | 'content' | 'toolCalls' | 'toolCallId'>

/**
 * The most the session keeps of its latest messages, in bytes of JSON: the console's lists read sessions by the
 * page (1 MB), so a session item stays small; a longer history is read from the messages instead.
 */
export const recentMessagesBytes = 32_000

function toRecent({ messageId, sender, content, toolCalls, toolCallId }: RecentMessage): RecentMessage {
  return { messageId, sender, content, ...(toolCalls ? { toolCalls } : {}), ...(toolCallId ? { toolCallId } : {}) }
}

/**
 * The session's latest `historyMessages` messages, oldest first, when the session keeps them (every session started
 * since it does, as long as they fit); undefined otherwise: read them (`readMessages`).
 */
export function recentMessagesOf(session: ChatSessionRecord): RecentMessage[] | undefined {
  return Array.isArray(session.recentMessages) ? (session.recentMessages as RecentMessage[]) : undefined
}

/**
 * Moves the session to the top of the model's recent chats and extends its retention. With `recent` (the history
 * this message read and the messages it wrote), the session keeps its latest messages, on condition that no other
 * message touched it since it was read (`messageCount`); if one did, or they do not fit, it keeps none, and the next
 * message reads its history from the messages. Without `recent` it keeps none.
 */
export async function touchSession(
  session: ChatSessionRecord,
  update: {
    modelId: string
    added: number
    expiresAt: number
    recent?: { history: readonly RecentMessage[]; written: readonly RecentMessage[] }
  },
): Promise<void> {
  const patch = () =>
    db()
      .entities.chatSession.patch({
        embedId: session.embedId,
        identifier: session.identifier,
        sessionId: session.sessionId,
      })
      .set({
        organizationId: session.organizationId,
        projectId: session.projectId,
        versionId: session.versionId,
        modelId: update.modelId,
        lastMessageAt: new Date().toISOString(),
        expiresAt: update.expiresAt,
      })
      .add({ messageCount: update.added })
  const recent = update.recent
    ? [...update.recent.history, ...update.recent.written].map(toRecent).slice(-historyMessages)
    : undefined
  if (recent && Buffer.byteLength(JSON.stringify(recent)) <= recentMessagesBytes) {
    try {
      await patch()
        .set({ recentMessages: recent })
        .where((attributes, operations) => operations.eq(attributes.messageCount, session.messageCount))
        .go()
      return
    } catch (error) {
      if (!isConditionFailure(error)) throw error
    }
  }
  await patch().remove(['recentMessages']).go()
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
}

/** The message as it will be stored, its id taken now (ids sort by time): `writeMessage` stores it. */
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
    createdAt: new Date().toISOString(),
    expiresAt,
  }
}

export async function writeMessage(message: StoredChatMessage): Promise<StoredChatMessage> {
  const { data } = await db().entities.chatMessage.create(message).go()
  return data
}
