import type { ToolCall } from '../../protocol/chat.ts'
import type { Feedback } from '../../protocol/messages.ts'

export interface SendMessageInput {
  userId: string
  sessionId: string | null
  message: string
  /** Spec section 4: the first message after a new-session request carries the new flag. */
  isNew: boolean
  /** Set when `message` is the result of the assistant's tool call with this id. */
  functionCallId?: string
  configuredActions: string[]
  configuredFunctions: string[]
}

/**
 * One answer of the assistant: its message as the server wrote it (the frame reads it for display, so the
 * loader stays small), the tool calls it asks the page to run, and the session it belongs to.
 */
export interface AssistantTurn {
  sessionId: string | null
  message: Record<string, unknown>
  toolCalls: ToolCall[]
}

/** A visitor's thumb on an assistant message the server stored (null takes it back). */
export interface FeedbackInput {
  userId: string
  sessionId: string
  messageId: string
  feedback: Feedback | null
}

/**
 * What every chat provider does, whatever server it talks to (the embed service or the host's own proxy).
 * Sessions and messages are passed on as the server wrote them; the frame reads them (protocol/chat.ts).
 */
export interface ChatProvider {
  listSessions(userId: string): Promise<unknown[]>
  listSessionMessages(userId: string, sessionId: string): Promise<unknown[]>
  /** `onDelta` receives the answer's text as it streams, when the server streams. */
  sendMessage(input: SendMessageInput, onDelta: (text: string) => void): Promise<AssistantTurn>
  /** Records the thumb with the server (the proxy provider only when its `sendFeedback` endpoint is configured). */
  sendFeedback(input: FeedbackInput): Promise<void>
}
