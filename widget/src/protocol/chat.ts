/**
 * The chat shapes the widget works with (spec section 3 "Chat session (SDK)" and "Chat message"), and the one
 * place that reads a server's message or session into them, whichever provider the server sits behind.
 */

import type { Feedback } from './messages.ts'

export type ChatRole = 'user' | 'assistant' | 'tool'

export interface ToolCall {
  id: string
  name: string
  arguments: Record<string, unknown>
}

/** An action the assistant suggests: a chip that runs a named action of the host page's actions map. */
export interface ChatAction {
  label: string
  action: string
  args?: unknown
}

export interface ChatMessage {
  id: string
  role: ChatRole
  content: string
  suggestedActions: ChatAction[]
  /** "Did you mean" questions: chips that send their text as the next message. */
  suggestions: string[]
  /** The web pages the answer was read from, linked under it (absent from older answers and stored history). */
  sources?: AnswerSource[]
  createdAt: string
  toolCalls: ToolCall[]
  toolCallId?: string
  /** The visitor's thumb as the server recorded it. */
  feedback?: Feedback
}

export interface AnswerSource {
  title: string
  url: string
}

export interface ChatSession {
  /** Null for a session the server has not created yet (spec section 4: it starts as new). */
  id: string | null
  title: string
  createdAt: string
  closed: boolean
}

type Fields = Record<string, unknown>

const asFields = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {})
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Spec section 3: server senders USER, ASSISTANT, TOOL, ASSISTANT-LOADING and ERROR; the last two show as user. */
const roleOfSender: Record<string, ChatRole> = {
  USER: 'user',
  ASSISTANT: 'assistant',
  TOOL: 'tool',
  'ASSISTANT-LOADING': 'user',
  ERROR: 'user',
}

function readRole(fields: Fields): ChatRole {
  const role = text(fields.role).toLowerCase()
  if (role === 'user' || role === 'assistant' || role === 'tool') return role
  return roleOfSender[text(fields.sender).toUpperCase()] ?? 'user'
}

export function readToolCalls(value: unknown): ToolCall[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const fields = asFields(entry)
    const functionFields = asFields(fields.function)
    const name = text(fields.name) || text(functionFields.name)
    const id = text(fields.id)
    if (!name || !id) return []
    let args: unknown = fields.arguments ?? functionFields.arguments ?? {}
    if (typeof args === 'string') {
      try {
        args = JSON.parse(args)
      } catch {
        args = {}
      }
    }
    return [{ id, name, arguments: asFields(args) }]
  })
}

/** An action suggestion arrives as a name, an `{ action, label }` object or a platform suggested action. */
export function readActions(value: unknown): ChatAction[] {
  const entries = Array.isArray(value) ? value : value ? [value] : []
  return entries.flatMap((entry): ChatAction[] => {
    if (typeof entry === 'string') return entry ? [{ label: entry, action: entry }] : []
    const fields = asFields(entry)
    const action = text(fields.action) || text(fields.name) || text(fields.id)
    if (!action) return []
    return [{ label: text(fields.label) || text(fields.title) || action, action, args: fields.args }]
  })
}

function readSuggestions(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry !== '') : []
}

/** Only web addresses: a source is a page the visitor opens in a new tab. */
function readSources(value: unknown): AnswerSource[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const fields = asFields(entry)
    const url = text(fields.url)
    if (!/^https?:\/\//i.test(url)) return []
    return [{ title: text(fields.title) || url, url }]
  })
}

let generatedIds = 0
/** Messages without a server id still need a stable key in the frame (feedback, rendering). */
export function localMessageId(): string {
  generatedIds += 1
  return `local-${Date.now().toString(36)}-${generatedIds}`
}

/** Reads one message of a provider's answer; unknown fields are ignored, missing ones get empty values. */
export function readChatMessage(value: unknown): ChatMessage {
  const fields = asFields(value)
  const toolCallId = text(fields.toolCallId) || text(fields.tool_call_id)
  const message: ChatMessage = {
    id: text(fields.id) || text(fields.messageId) || localMessageId(),
    role: readRole(fields),
    content: text(fields.content) || text(fields.message),
    suggestedActions: readActions(fields.suggestedActions ?? fields.action),
    suggestions: readSuggestions(fields.suggestions ?? fields.didYouMean),
    createdAt: text(fields.createdAt) || new Date().toISOString(),
    toolCalls: readToolCalls(fields.toolCalls ?? fields.tool_calls),
  }
  const sources = readSources(fields.sources)
  if (sources.length > 0) message.sources = sources
  if (toolCallId) message.toolCallId = toolCallId
  if (fields.feedback === 'up' || fields.feedback === 'down') message.feedback = fields.feedback
  return message
}

export function readChatSession(value: unknown): ChatSession | null {
  const fields = asFields(value)
  const id = text(fields.id) || text(fields.sessionId)
  if (!id) return null
  return {
    id,
    title: text(fields.title) || 'Conversation',
    createdAt: text(fields.createdAt) || new Date().toISOString(),
    closed: fields.closed === true,
  }
}
