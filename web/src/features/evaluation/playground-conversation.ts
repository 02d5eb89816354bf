import type {
  PlaygroundMessage,
  PlaygroundReply,
  RagData,
  RagPassage,
  SendPlaygroundMessageRequest,
  SuggestedAction,
  ToolCall,
} from '@platform/shared/contracts/models'

/**
 * The playground's conversation, kept in the page only (nothing is stored server-side): every call sends the
 * whole message list, plus what the last turn retrieved so a follow-up question keeps its context.
 */

/** One message on screen (spec section 3 "Chat message"), with what the reply told about it. */
export interface ConversationEntry {
  /** Local id for React keys and for removing a message whose call failed. */
  id: string
  role: 'user' | 'assistant' | 'tool'
  /** Null for an assistant message that only calls functions. */
  content: string | null
  createdAt: string
  /** Assistant: functions the model asks the caller to run. */
  toolCalls: ToolCall[]
  /** Tool: the call this message answers. */
  toolCallId: string | null
  suggestedActions: SuggestedAction[]
  /** Assistant: "Did you mean …?" questions offered with a decline, each sent as the next question when chosen. */
  suggestions: string[]
  /** Passages the model was given for this answer (empty without retrieval). */
  ragPassages: RagPassage[]
  /** Assistant: false when the model declined (a local retrieval model's fallback answer). */
  answered: boolean | null
  /** Assistant: which model answered, so a conversation across model switches stays readable. */
  model: PlaygroundReply['model'] | null
}

export interface ConversationState {
  entries: ConversationEntry[]
  /** What the last turn retrieved, sent back with the next message (spec section 3 "previousRagData"). */
  previousRagData: RagData | null
  /** The entry waiting for the model's reply, or null when nothing is under way. */
  waitingFor: string | null
}

export type ConversationAction =
  | { type: 'sent'; entry: ConversationEntry }
  | { type: 'added'; entry: ConversationEntry }
  | { type: 'replied'; id: string; reply: PlaygroundReply }
  | { type: 'failed'; id: string }
  | { type: 'cleared' }

export const emptyConversation: ConversationState = { entries: [], previousRagData: null, waitingFor: null }

/** The contract accepts at most 50 messages per call. */
export const maximumRequestMessages = 50

const blankEntry = {
  content: null,
  toolCalls: [],
  toolCallId: null,
  suggestedActions: [],
  suggestions: [],
  ragPassages: [],
  answered: null,
  model: null,
} satisfies Partial<ConversationEntry>

export function userEntry(id: string, content: string, createdAt: string): ConversationEntry {
  return { ...blankEntry, id, role: 'user', content, createdAt }
}

/** The result of a function call, typed by the person trying the model, as the tool would answer it. */
export function toolEntry(id: string, toolCallId: string, content: string, createdAt: string): ConversationEntry {
  return { ...blankEntry, id, role: 'tool', toolCallId, content, createdAt }
}

function assistantEntry(id: string, reply: PlaygroundReply): ConversationEntry {
  return {
    id,
    role: 'assistant',
    content: reply.message.content,
    createdAt: reply.message.createdAt,
    toolCalls: reply.message.toolCalls,
    toolCallId: null,
    suggestedActions: reply.message.suggestedActions,
    suggestions: reply.suggestions,
    // A declined reply used no passage; listing what it was handed (often the previous turn's) would suggest it did.
    ragPassages: reply.answered === false ? [] : reply.ragPassages,
    answered: reply.answered,
    model: reply.model,
  }
}

/**
 * The conversation's reducer:
 * - `sent`: a user message or tool result joins the list and waits for the reply;
 * - `added`: a tool result joins the list without a call, while other calls of the same reply await results;
 * - `replied`: the assistant's message joins the list, and its retrieval becomes the next call's context;
 * - `failed`: the message that got no reply leaves the list (the page puts its text back to send again);
 * - `cleared`: a new conversation.
 */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'sent':
      return { ...state, entries: [...state.entries, action.entry], waitingFor: action.entry.id }
    case 'added':
      return { ...state, entries: [...state.entries, action.entry] }
    case 'replied':
      return {
        entries: [...state.entries, assistantEntry(action.id, action.reply)],
        // Without retrieval the reply carries no ragData; the older context is then no longer about this turn.
        previousRagData: action.reply.ragData,
        waitingFor: null,
      }
    case 'failed':
      return {
        ...state,
        entries: state.entries.filter((entry) => entry.id !== action.id),
        waitingFor: state.waitingFor === action.id ? null : state.waitingFor,
      }
    case 'cleared':
      return emptyConversation
  }
}

function toMessage(entry: ConversationEntry): PlaygroundMessage {
  if (entry.role === 'user') return { role: 'user', content: entry.content ?? '' }
  if (entry.role === 'tool') return { role: 'tool', content: entry.content ?? '', toolCallId: entry.toolCallId ?? '' }
  return entry.toolCalls.length > 0
    ? { role: 'assistant', content: entry.content, toolCalls: entry.toolCalls }
    : { role: 'assistant', content: entry.content }
}

/**
 * The messages one call sends: the latest 50, starting at a user message, because a list opening with an
 * assistant reply or a tool result whose call was cut off is not a conversation a model accepts.
 */
export function requestMessages(entries: readonly ConversationEntry[]): PlaygroundMessage[] {
  const latest = entries.slice(-maximumRequestMessages)
  const start = latest.findIndex((entry) => entry.role === 'user')
  return start === -1 ? [] : latest.slice(start).map(toMessage)
}

/** The playground's settings that go with every call. */
export interface PlaygroundSettings {
  modelId: string
  /** Empty: no system prompt. */
  systemPromptId: string
  useRag: boolean
  suggestActions: boolean
}

/** The body of `POST .../models/message` for the conversation as it is now. */
export function playgroundRequest(
  state: ConversationState,
  settings: PlaygroundSettings,
): SendPlaygroundMessageRequest {
  return {
    modelId: settings.modelId,
    messages: requestMessages(state.entries),
    systemPromptId: settings.systemPromptId || null,
    suggestActions: settings.suggestActions,
    useRag: settings.useRag,
    // Retrieved context only means something to a call that retrieves too.
    previousRagData: settings.useRag ? state.previousRagData : null,
  }
}

/**
 * Function calls of the latest assistant message that have no result yet. A model expects every call answered
 * before the conversation goes on, so the page asks for these results before it takes a new question.
 */
export function unansweredToolCalls(entries: readonly ConversationEntry[]): ToolCall[] {
  const lastAssistant = entries.findLastIndex((entry) => entry.role === 'assistant')
  if (lastAssistant === -1) return []
  const answered = new Set(
    entries
      .slice(lastAssistant + 1)
      .filter((entry) => entry.role === 'tool')
      .map((entry) => entry.toolCallId),
  )
  return entries[lastAssistant]!.toolCalls.filter((call) => !answered.has(call.id))
}

/** The function a tool result answers, to label it; null when its call is no longer in the conversation. */
export function functionNameOf(entries: readonly ConversationEntry[], toolCallId: string | null): string | null {
  if (!toolCallId) return null
  for (const entry of entries) {
    const call = entry.toolCalls.find((candidate) => candidate.id === toolCallId)
    if (call) return call.name
  }
  return null
}

/**
 * The playground's settings in one line, shown while they are folded away: which model, and whether retrieval
 * and suggested actions are on.
 *
 * @example settingsSummary({ modelLabel: 'Support v2', rag: true, suggestActions: false }) // 'Support v2 · RAG on · Suggested actions off'
 */
export function settingsSummary(settings: { modelLabel: string; rag: boolean; suggestActions: boolean }): string {
  const onOff = (on: boolean) => (on ? 'on' : 'off')
  return `${settings.modelLabel} · RAG ${onOff(settings.rag)} · Suggested actions ${onOff(settings.suggestActions)}`
}
