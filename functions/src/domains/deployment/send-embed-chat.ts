import type {
  ConfiguredName,
  EmbedChatReply,
  EmbedToolCall,
  embedChatRequestSchema,
} from '@platform/shared/contracts/deployment'
import type { PlaygroundMessage, PlaygroundReply, SuggestedAction } from '@platform/shared/contracts/models'
import type * as z from 'zod'
import { AppError, isAppError } from '../../platform/app-error.ts'
import { suggestActions } from '../playground/index.ts'
import { admitCall } from './admit-call.ts'
import { answerSources } from './answer-sources.ts'
import { answerWithKey, startReadsWithKey } from './answer-with-key.ts'
import type { EmbedCaller } from './authorize-embed-caller.ts'
import { meterChat } from './charge-chat.ts'
import {
  type ChatSessionRecord,
  closeSession,
  composeMessage,
  createSession,
  historyMessages,
  listSessionsOf,
  type NewMessage,
  type RecentMessage,
  readMessages,
  recentMessagesOf,
  touchSession,
  versionKeyOf,
  writeMessage,
} from './chat-records.ts'
import { retentionExpiry } from './deployment-allowances.ts'
import { countAnsweredCall } from './deployment-counters.ts'
import { withCallLog } from './deployment-log.ts'
import { toPlainText } from './plain-text.ts'
import { verifyEndUser } from './verify-end-user.ts'

type EmbedChatInput = z.output<typeof embedChatRequestSchema>

/** For a streamed call: receives the answer's text piece by piece as the provider streams it. */
export interface StreamingOptions {
  onContent?: (text: string) => void
}

const nameOf = (entry: ConfiguredName) => (typeof entry === 'string' ? entry : entry.name)

/**
 * `POST /api/embed/v1/chat` (spec section 7 "Chat embed service", section 4 "Chat widget"): one message of an end
 * user, or with `functionCallId` the result of a function the assistant asked the host page to run.
 * - Sessions per end-user identifier: `new` closes the latest session and starts one; otherwise the latest open
 *   session continues (one is started when there is none).
 * - The key's model answers through the playground's path with the key's system prompt and RAG switch, offered
 *   only the agent functions in `configuredFunctions`; its tool calls go back to the widget, whose follow-ups
 *   continue the loop until none remain. A turn with several calls waits until each has its result.
 * - The suggested action is one of `configuredActions` or null.
 * - A model failure is kept in the transcript as an ERROR message and answered as its catalogue error.
 * - With `options.onContent` (a streamed call) the provider is asked for a stream and its pieces are handed on.
 *
 * @example
 * await sendEmbedChat(caller, { identifier: 'u-1', new: true, message: 'Where is my parcel?', markdown: true,
 *   configuredActions: [], configuredFunctions: ['get_shipment_status'] })
 */
export async function sendEmbedChat(
  caller: EmbedCaller,
  input: EmbedChatInput,
  options: StreamingOptions = {},
): Promise<EmbedChatReply> {
  const { apiKey } = caller
  return withCallLog(apiKey, { call: 'chat', identifier: input.identifier }, async (note) => {
    verifyEndUser(apiKey, input.identifier, input.userHash)
    const key = versionKeyOf(apiKey)
    // Reads that do not depend on each other go together: what answering needs (plan and credits for admission too,
    // one batch and one query) and the latest session. A new session has no history to read.
    const suggestActions = input.configuredActions.length > 0
    const reads = startReadsWithKey(apiKey, { suggestActions })
    const [allowances, [latest]] = await Promise.all([
      admitCall(apiKey, reads),
      listSessionsOf(apiKey, input.identifier, 1),
    ])
    const expiresAt = retentionExpiry(allowances)
    const continued = continuedSession(latest, input)
    const session = continued ?? (await startSession(caller, latest, input, expiresAt))
    note({ sessionId: session.sessionId })
    // The session keeps its latest messages (read with it); an older or raced one has its messages read.
    const history = continued
      ? (recentMessagesOf(session) ?? (await readMessages(key, session.sessionId, historyMessages)))
      : []

    let toolCallsOwed: string[] = []
    if (input.functionCallId) {
      const pending = pendingToolCalls(history)
      if (!pending.includes(input.functionCallId)) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'functionCallId: The assistant is not waiting for the result of this function call.',
        })
      }
      toolCallsOwed = pending.filter((id) => id !== input.functionCallId)
    }
    const newMessage: NewMessage = input.functionCallId
      ? { sender: 'TOOL', content: input.message, toolCallId: input.functionCallId }
      : { sender: 'USER', content: input.message }
    // Its id is taken now, so it sorts before the reply and the session can keep it with the reply.
    const incoming = composeMessage(key, session.sessionId, newMessage, expiresAt)
    if (toolCallsOwed.length > 0) {
      const [stored] = await Promise.all([
        writeMessage(incoming),
        touchSession(session, {
          modelId: apiKey.modelId,
          added: 1,
          expiresAt,
          recent: { history, written: [incoming] },
        }),
      ])
      return {
        assistantMessage: '',
        action: null,
        suggestedActions: [],
        suggestions: [],
        toolCalls: [],
        sources: [],
        sessionId: session.sessionId,
        messageId: null,
        createdAt: stored.createdAt,
      }
    }

    // The incoming message is stored while the model answers.
    const storing = writeMessage(incoming)
    let reply: PlaygroundReply
    try {
      ;[, reply] = await Promise.all([
        storing,
        answerWithKey(apiKey, toConversation([...history, incoming]), {
          functionNames: input.configuredFunctions.map(nameOf),
          suggestActions,
          onContent: options.onContent,
          reads,
        }),
      ])
    } catch (error) {
      await storing.catch(() => undefined)
      const message = isAppError(error) ? error.publicMessage : 'The assistant could not answer.'
      // The session keeps no history now (the incoming message may not be stored): the next one reads it.
      await Promise.all([
        writeMessage(composeMessage(key, session.sessionId, { sender: 'ERROR', content: message }, expiresAt)),
        touchSession(session, { modelId: apiKey.modelId, added: 2, expiresAt }),
      ])
      throw error
    }

    // A declined answer's "Did you mean" questions travel as data, so the widget offers them as chips.
    const content = reply.message.content ?? ''
    const { suggestions } = reply
    const assistantMessage = input.markdown ? content : toPlainText(content)
    const toolCalls: EmbedToolCall[] = reply.toolCalls
    const question = input.functionCallId ? lastUserText(history) : input.message
    const suggestedActions =
      toolCalls.length > 0 ? [] : pickActions(reply.suggestedActions, input.configuredActions, question, content)
    const action = suggestedActions[0] ?? null
    const charge = meterChat(reply.usage)
    note({ charge })
    const answerMessage = composeMessage(
      key,
      session.sessionId,
      { sender: 'ASSISTANT', content: assistantMessage, action, toolCalls, modelId: apiKey.modelId, charge },
      expiresAt,
    )
    const [answer] = await Promise.all([
      writeMessage(answerMessage),
      touchSession(session, {
        modelId: apiKey.modelId,
        added: 2,
        expiresAt,
        recent: { history, written: [incoming, answerMessage] },
      }),
      countAnsweredCall(key, apiKey.modelId),
    ])
    return {
      assistantMessage,
      action,
      suggestedActions,
      suggestions,
      toolCalls,
      sources: answerSources(reply.ragPassages, reply.answered),
      sessionId: session.sessionId,
      messageId: answer.messageId,
      createdAt: answer.createdAt,
    }
  })
}

/** The session this message continues: the latest open one, unless a new one was asked for. */
function continuedSession(latest: ChatSessionRecord | undefined, input: EmbedChatInput): ChatSessionRecord | undefined {
  if (input.functionCallId) {
    if (!latest) throw new AppError('VALIDATION_FAILED', { message: 'functionCallId: There is no chat to continue.' })
    return latest
  }
  return latest && !latest.closed && !input.new ? latest : undefined
}

/** Starts a session titled by its first message, closing the one it replaces. */
async function startSession(
  caller: EmbedCaller,
  latest: ChatSessionRecord | undefined,
  input: EmbedChatInput,
  expiresAt: number,
): Promise<ChatSessionRecord> {
  const [session] = await Promise.all([
    createSession(caller.apiKey, input.identifier, input.message, expiresAt),
    latest && !latest.closed ? closeSession(latest) : Promise.resolve(),
  ])
  return session
}

/** Ids of the last assistant message's tool calls that have no result yet. */
function pendingToolCalls(history: readonly RecentMessage[]): string[] {
  const lastAssistant = history.findLastIndex((message) => message.sender === 'ASSISTANT')
  if (lastAssistant === -1) return []
  const calls = ((history[lastAssistant]?.toolCalls as EmbedToolCall[] | undefined) ?? []).map((call) => call.id)
  const answered = new Set(
    history
      .slice(lastAssistant + 1)
      .filter((message) => message.sender === 'TOOL')
      .map((message) => message.toolCallId),
  )
  return calls.filter((id) => !answered.has(id))
}

function lastUserText(history: readonly RecentMessage[]): string {
  return history.findLast((message) => message.sender === 'USER')?.content ?? ''
}

/** A stored message, or one about to be stored. */
type ConversationEntry = Pick<RecentMessage, 'sender' | 'content' | 'toolCalls' | 'toolCallId'>

/**
 * The stored transcript as the playground's conversation: loading and error messages are left out, and it starts
 * at a person's message (a cut-off history must not open with a function result).
 */
function toConversation(messages: readonly ConversationEntry[]): PlaygroundMessage[] {
  const conversation: PlaygroundMessage[] = []
  for (const message of messages) {
    if (message.sender === 'USER') conversation.push({ role: 'user', content: message.content ?? '' })
    else if (message.sender === 'ASSISTANT') {
      const toolCalls = (message.toolCalls as EmbedToolCall[] | undefined) ?? []
      conversation.push({ role: 'assistant', content: message.content || null, toolCalls })
    } else if (message.sender === 'TOOL' && message.toolCallId) {
      conversation.push({ role: 'tool', content: message.content ?? '', toolCallId: message.toolCallId })
    }
  }
  const firstQuestion = conversation.findIndex((message) => message.role === 'user')
  return firstQuestion === -1 ? conversation : conversation.slice(firstQuestion)
}

/**
 * The actions to offer beside the answer, always ones the host page configured: the answer's suggestions whose id
 * or title names a configured action, best first; else the best configured action by its own name and description.
 */
function pickActions(
  suggestions: readonly SuggestedAction[],
  configured: readonly ConfiguredName[],
  question: string,
  answer: string,
): string[] {
  if (configured.length === 0) return []
  const byName = new Map(configured.map((entry) => [nameOf(entry).toLowerCase(), nameOf(entry)]))
  const matched = suggestions.flatMap((suggestion) => {
    const match = byName.get(suggestion.id.toLowerCase()) ?? byName.get(suggestion.title.toLowerCase())
    return match ? [match] : []
  })
  if (matched.length > 0) return [...new Set(matched)]
  const [best] = suggestActions({
    question,
    answer,
    pages: [],
    workflows: [],
    actions: configured.map((entry) => ({
      id: nameOf(entry),
      name: nameOf(entry).replace(/[_-]+|(?<=[a-z])(?=[A-Z])/g, ' '),
      description: typeof entry === 'string' ? '' : (entry.description ?? ''),
      pageId: null,
    })),
    limit: 1,
  })
  return best ? [best.id] : []
}
