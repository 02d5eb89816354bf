import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'

/** An assistant message as the table's stream hands it: enough to find the question it answered. */
export interface AnswerMessage extends VersionKey {
  sessionId: string
  messageId: string
}

/**
 * The end user's question an assistant message answered: the latest USER message before it in its session (message
 * ids sort by time). Read off the request path, by the table stream's derivations (the "Improve" inbox, ADR 0030);
 * undefined when the answer followed a tool's result only, or the question is gone with the chat's retention.
 */
export async function questionOfAnswer(answer: AnswerMessage): Promise<string | undefined> {
  const previous = (await messagesBeforeAnswer(answer, 5)).find(
    (message) => message.sender === 'USER' || message.sender === 'ASSISTANT',
  )
  return previous?.sender === 'USER' && previous.content.trim() !== '' ? previous.content : undefined
}

/** A message of the chat before an answer, as the "Improve" inbox reads it. */
export interface EarlierMessage {
  messageId: string
  sender: string
  content: string
  modelId?: string
}

/**
 * The messages before an assistant message in its session, newest first (at most `limit`): the inbox reads the
 * question it answered and, when that question asks for a person, the answer and question before it. Read off the
 * request path, by the table stream's derivations (ADR 0030).
 */
export async function messagesBeforeAnswer(answer: AnswerMessage, limit = 10): Promise<EarlierMessage[]> {
  const { organizationId, projectId, versionId, sessionId } = answer
  const { data } = await db()
    .entities.chatMessage.query.bySession({ organizationId, projectId, versionId, sessionId })
    .lt({ messageId: answer.messageId })
    .go({ order: 'desc', limit })
  return data.map((message) => ({
    messageId: message.messageId,
    sender: message.sender,
    content: message.content,
    ...(message.modelId ? { modelId: message.modelId } : {}),
  }))
}
