import { type ChatSession, localMessageId, type ToolCall } from '../protocol/chat.ts'
import type { Feedback, SendProgress } from '../protocol/messages.ts'
import type { FunctionHandler } from './injection-config.ts'
import type { ChatProvider } from './providers/chat-provider.ts'

/** A model that keeps calling functions must not keep the page busy forever. */
export const maxToolRounds = 8

export interface ChatSessionOptions {
  provider: ChatProvider
  userId: string
  functionsMap: ReadonlyMap<string, FunctionHandler>
  actionNames: string[]
}

/** What a host function's result becomes in the conversation: text the assistant can read. */
async function runToolCall(functionsMap: ReadonlyMap<string, FunctionHandler>, call: ToolCall): Promise<string> {
  const handler = functionsMap.get(call.name)
  if (!handler) return JSON.stringify({ error: `The function ${call.name} is not available on this page.` })
  try {
    const result = await handler(call.arguments)
    return typeof result === 'string' ? result : JSON.stringify(result ?? null)
  } catch (error) {
    return JSON.stringify({ error: error instanceof Error ? error.message : String(error) })
  }
}

/**
 * The host page's side of a conversation: the spec section 4 rules of a session's `new` flag (set by a
 * new-session request, carried by the next message, then fulfilled) and the tool-call loop (the assistant's
 * tool calls run here, their results go back as follow-up messages until an answer calls no more tools).
 */
export function createChatSession({ provider, userId, functionsMap, actionNames }: ChatSessionOptions) {
  let newSessionRequested = false
  const configuredFunctions = [...functionsMap.keys()]

  return {
    listSessions: () => provider.listSessions(userId),
    listSessionMessages: (sessionId: string) => provider.listSessionMessages(userId, sessionId),

    sendFeedback: (request: { sessionId: string; messageId: string; feedback: Feedback | null }) =>
      provider.sendFeedback({ userId, ...request }),

    createSession(): ChatSession {
      newSessionRequested = true
      return { id: null, title: 'New conversation', createdAt: new Date().toISOString(), closed: false }
    },

    async sendMessage(
      request: { sessionId: string | null; message: string; isNew: boolean },
      onProgress: (progress: SendProgress) => void,
    ): Promise<{ sessionId: string | null; messages: unknown[] }> {
      const onDelta = (text: string) => onProgress({ kind: 'delta', text })
      const base = { userId, configuredActions: actionNames, configuredFunctions }
      let turn = await provider.sendMessage(
        {
          ...base,
          sessionId: request.sessionId,
          message: request.message,
          isNew: request.isNew || newSessionRequested,
        },
        onDelta,
      )
      newSessionRequested = false
      const messages: unknown[] = []
      for (let round = 0; turn.toolCalls.length > 0 && round < maxToolRounds; round += 1) {
        const calling = turn
        messages.push(calling.message)
        onProgress({ kind: 'message', message: calling.message })
        for (const call of calling.toolCalls) {
          const result = await runToolCall(functionsMap, call)
          const toolMessage = { id: localMessageId(), role: 'tool', content: result, toolCallId: call.id }
          messages.push(toolMessage)
          onProgress({ kind: 'message', message: toolMessage })
          turn = await provider.sendMessage(
            {
              ...base,
              sessionId: calling.sessionId ?? request.sessionId,
              message: result,
              functionCallId: call.id,
              isNew: false,
            },
            onDelta,
          )
        }
      }
      messages.push(turn.message)
      return { sessionId: turn.sessionId ?? request.sessionId, messages }
    },
  }
}

export type ChatSessionController = ReturnType<typeof createChatSession>
