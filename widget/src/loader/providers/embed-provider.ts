import type { ChatProvider } from './chat-provider.ts'
import { readChatAnswer, readJson, readList } from './read-answer.ts'

export interface EmbedProviderOptions {
  embedId: string
  /** Identity verification: the host server's HMAC of the user id, sent with every call. */
  userHash?: string | null
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
  userHash,
  stream,
  fetch = globalThis.fetch,
}: EmbedProviderOptions): ChatProvider {
  const base = `${apiOrigin.replace(/\/$/, '')}/api/embed/v1`
  const headers = { 'x-embed-id': embedId }
  const hash = userHash ? `&userHash=${encodeURIComponent(userHash)}` : ''
  const list = async (path: string, userId: string) =>
    readList(await fetch(`${base}${path}?identifier=${encodeURIComponent(userId)}${hash}`, { headers }))

  return {
    listSessions: (userId) => list('/chat/sessions', userId),
    listSessionMessages: (userId, sessionId) => list(`/chat/sessions/${encodeURIComponent(sessionId)}`, userId),
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
          ...(userHash ? { userHash } : {}),
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
    async sendFeedback({ userId, sessionId, messageId, feedback }) {
      const path = `/chat/sessions/${encodeURIComponent(sessionId)}/messages/${encodeURIComponent(messageId)}/feedback`
      const response = await fetch(`${base}${path}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: userId, ...(userHash ? { userHash } : {}), feedback }),
      })
      await readJson(response)
    },
  }
}
