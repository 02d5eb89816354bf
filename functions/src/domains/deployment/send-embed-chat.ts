import type {
  ConfiguredName,
  EmbedChatReply,
  EmbedToolCall,
  embedChatRequestSchema,
} from '@platform/shared/contracts/deployment'
import type { PlaygroundMessage, SuggestedAction } from '@platform/shared/contracts/models'
import type * as z from 'zod'
import { AppError, isAppError } from '../../platform/app-error.ts'
import { suggestActions } from '../playground/index.ts'
import { admitCall } from './admit-call.ts'
import { answerSources } from './answer-sources.ts'
import { answerWithKey, startReadsWithKey } from './answer-with-key.ts'
import type { EmbedCaller } from './authorize-embed-caller.ts'
import { chargeWrite, meterChat } from './charge-chat.ts'
import { chatChannelOf } from './chat-channel.ts'
import {
  type ChatSessionRecord,
  composeMessage,
  composeSession,
  historyMessages,
  listSessionsOf,
  type NewMessage,
  type RecentMessage,
  readMessages,
  versionKeyOf,
  writeTurn,
} from './chat-records.ts'
import { retentionExpiry } from './deployment-allowances.ts'
import { callLogWrite, withCallLog } from './deployment-log.ts'
import { toPlainText } from './plain-text.ts'
import { prefetchedReadsFor, prefetchedSessionsFor } from './prefetch-embed-chat.ts'
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
  const started = performance.now()
  return withCallLog(apiKey, { call: 'chat', identifier: input.identifier }, async (note) => {
    verifyEndUser(apiKey, input.identifier, input.userHash)
    const key = versionKeyOf(apiKey)
    // Round trip 1: what admission and answering need (plan, balance, version, model, prompt: one batch; the
    // version's content: one query, none when a warm function has it) and the end user's latest session. A warm
    // function started them with the key's own read (`prefetchEmbedChat`); otherwise they start now.
    const suggestActions = input.configuredActions.length > 0
    const { prefetch } = caller
    const reads = prefetchedReadsFor(prefetch, apiKey) ?? startReadsWithKey(apiKey, { suggestActions })
    const sessions = prefetchedSessionsFor(prefetch, input.identifier) ?? listSessionsOf(apiKey, input.identifier, 1)
    const continuing = sessions.then(([latest]) => ({
      latest,
      continued: continuedSession(latest, input),
    }))
    // The continued session's history: a bounded window of its own latest messages. A new session has none.
    const reading = continuing.then(({ continued }) =>
      continued ? readMessages(key, continued.sessionId, historyMessages) : [],
    )
    reading.catch(() => undefined)

    let toolCallsOwed: string[] = []
    let history: RecentMessage[]
    let allowances: Awaited<ReturnType<typeof admitCall>>
    if (input.functionCallId) {
      // A function's result: the history says whether the assistant waits for it and whether the turn goes on to
      // the model, which decides what admission counts.
      history = await reading
      const pending = pendingToolCalls(history)
      if (!pending.includes(input.functionCallId)) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'functionCallId: The assistant is not waiting for the result of this function call.',
        })
      }
      toolCallsOwed = pending.filter((id) => id !== input.functionCallId)
      allowances = await admitCall(apiKey, reads, { countsMessage: toolCallsOwed.length === 0 })
    } else {
      // Round trip 2: admission (the hour's and the month's counts in one transaction) beside the history.
      ;[allowances, history] = await Promise.all([admitCall(apiKey, reads, { countsMessage: true }), reading])
    }
    const expiresAt = retentionExpiry(allowances)
    const { latest, continued } = await continuing
    // A new session is written with the turn, closing the open one it replaces.
    const session = continued ?? composeSession(apiKey, input.identifier, input.message, expiresAt)
    const turnOf = (messages: ChatTurnMessages) => ({
      session,
      isNew: !continued,
      replaces: !continued && latest && !latest.closed ? latest : undefined,
      messages,
      modelId: apiKey.modelId,
      expiresAt,
    })
    note({ sessionId: session.sessionId })

    const newMessage: NewMessage = input.functionCallId
      ? { sender: 'TOOL', content: input.message, toolCallId: input.functionCallId }
      : { sender: 'USER', content: input.message }
    // Its id is taken now, so it sorts before the reply.
    const incoming = composeMessage(key, session.sessionId, newMessage, expiresAt)
    if (toolCallsOwed.length > 0) {
      await writeTurn({
        ...turnOf([incoming]),
        alongside: [callLogWrite(apiKey, logDetails(input, session, started), { answered: false })],
      })
      note({ logWritten: true })
      return {
        assistantMessage: '',
        action: null,
        suggestedActions: [],
        suggestions: [],
        toolCalls: [],
        sources: [],
        sessionId: session.sessionId,
        messageId: null,
        createdAt: incoming.createdAt,
      }
    }

    let reply: Awaited<ReturnType<typeof answerWithKey>>
    try {
      reply = await answerWithKey(apiKey, toConversation([...history, incoming]), {
        functionNames: input.configuredFunctions.map(nameOf),
        suggestActions,
        onContent: options.onContent,
        reads,
      })
    } catch (error) {
      const message = isAppError(error) ? error.publicMessage : 'The assistant could not answer.'
      // The transcript keeps the question and the failure; the log entry is written by `withCallLog`.
      await writeTurn(
        turnOf([incoming, composeMessage(key, session.sessionId, { sender: 'ERROR', content: message }, expiresAt)]),
      )
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
    const answer = composeMessage(
      key,
      session.sessionId,
      {
        sender: 'ASSISTANT',
        content: assistantMessage,
        action,
        toolCalls,
        modelId: apiKey.modelId,
        charge,
        channel: chatChannelOf(apiKey),
        confidence: reply.confidence,
      },
      expiresAt,
    )
    // The one write after the model: the turn's messages, the session's pointer, the ledger entry and the log
    // entry. Balance, day's usage and the model's hourly count follow from the table's stream (ADR 0028).
    await writeTurn({
      ...turnOf([incoming, answer]),
      alongside: [
        chargeWrite(apiKey, charge),
        callLogWrite(apiKey, { ...logDetails(input, session, started), charge }, { answered: true }),
      ],
    })
    note({ charge, logWritten: true })
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

type ChatTurnMessages = Parameters<typeof writeTurn>[0]['messages']

/** The call's log-tail entry, as written with its turn. */
function logDetails(input: EmbedChatInput, session: ChatSessionRecord, started: number) {
  return {
    call: 'chat' as const,
    identifier: input.identifier,
    sessionId: session.sessionId,
    durationMilliseconds: performance.now() - started,
  }
}

/** The session this message continues: the latest open one, unless a new one was asked for. */
function continuedSession(latest: ChatSessionRecord | undefined, input: EmbedChatInput): ChatSessionRecord | undefined {
  if (input.functionCallId) {
    if (!latest) throw new AppError('VALIDATION_FAILED', { message: 'functionCallId: There is no chat to continue.' })
    return latest
  }
  return latest && !latest.closed && !input.new ? latest : undefined
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
