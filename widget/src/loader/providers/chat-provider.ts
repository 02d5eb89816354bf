import type { ChatMessage, ChatSession } from '../../protocol/chat.ts'

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

/** One answer of the assistant: its message (possibly only tool calls) and the session it belongs to. */
export interface AssistantTurn {
  sessionId: string | null
  message: ChatMessage
}

/** What every chat provider does, whatever server it talks to (the embed service or the host's own proxy). */
export interface ChatProvider {
  listSessions(userId: string): Promise<ChatSession[]>
  listSessionMessages(userId: string, sessionId: string): Promise<ChatMessage[]>
  /** `onDelta` receives the answer's text as it streams, when the server streams. */
  sendMessage(input: SendMessageInput, onDelta: (text: string) => void): Promise<AssistantTurn>
}
