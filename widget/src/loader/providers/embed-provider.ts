import { readChatMessage, readChatSession } from '../../protocol/chat.ts'
import type { ChatProvider } from './chat-provider.ts'
import { readChatAnswer, readJson } from './read-answer.ts'

export interface EmbedProviderOptions {
  embedId: string
  /** Origin of the platform (the API is under `/api/embed/v1` there). */
  apiOrigin: string
  stream: boolean
  fetch?: typeof fetch
}

/**
 * Spec section 7 "Chat embed service": the platform's own chat API for deployed assistants, identified by the
 * `x-embed-id` header. The user id travels as `identifier`.
 */
export function createEmbedProvider({
  embedId,
  apiOrigin,
  stream,
  fetch = globalThis.fetch,
}: EmbedProviderOptions): ChatProvider {
  const base = `${apiOrigin.replace(/\/$/, '')}/api/embed/v1`
  const headers = { 'x-embed-id': embedId }
  const get = async (path: string, userId: string) =>
    readJson(await fetch(`${base}${path}?identifier=${encodeURIComponent(userId)}`, { headers }))

  return {
    async listSessions(userId) {
      const data = await get('/chat/sessions', userId)
      return (Array.isArray(data) ? data : []).flatMap((entry) => readChatSession(entry) ?? [])
    },
    async listSessionMessages(userId, sessionId) {
      const data = await get(`/chat/sessions/${encodeURIComponent(sessionId)}`, userId)
      return (Array.isArray(data) ? data : []).map(readChatMessage)
    },
    async sendMessage(input, onDelta) {
      const response = await fetch(`${base}/chat`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
        },
        body: JSON.stringify({
          identifier: input.userId,
          new: input.isNew,
          message: input.message,
          markdown: true,
          configuredActions: input.configuredActions,
          configuredFunctions: input.configuredFunctions,
          ...(input.sessionId ? { sessionId: input.sessionId } : {}),
          ...(input.functionCallId ? { functionCallId: input.functionCallId } : {}),
        }),
      })
      return readChatAnswer(response, input.sessionId, onDelta)
    },
  }
}
