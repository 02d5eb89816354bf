import { widgetValidationMessages } from '../../protocol/validation-messages.ts'
import type { ProxyApiConfig, ProxyEndpoint, SharedSecretSettings } from '../injection-config.ts'
import type { ChatProvider } from './chat-provider.ts'
import { readChatAnswer, readJson, readList } from './read-answer.ts'
import { signValue } from './sign-value.ts'

export interface ProxyProviderOptions {
  proxy: ProxyApiConfig
  sharedSecret: SharedSecretSettings | null
  stream: boolean
  fetch?: typeof fetch
}

interface CallValues {
  userId: string
  sessionId?: string
  messageId?: string
  message?: string
}

/** Fills `{userId}`, `{sessionId}` and `{messageId}` in an endpoint URL, encoded, resolved against the host page. */
export function fillEndpointUrl(template: string, values: CallValues, base: string): URL {
  const filled = template.replace(
    /\{(userId|sessionId|messageId)\}/g,
    (_whole, name: 'userId' | 'sessionId' | 'messageId') => encodeURIComponent(values[name] ?? ''),
  )
  return new URL(filled, base)
}

/**
 * Spec section 7 "Proxy provider": the host's own backend stands between the widget and the assistant. Each
 * endpoint has its method, URL template and headers; with a shared secret every call carries an HMAC-SHA256 of
 * the user id (or of the message, when one is sent) under the configured key, in the query or a header.
 */
export function createProxyProvider({
  proxy,
  sharedSecret,
  stream,
  fetch = globalThis.fetch,
}: ProxyProviderOptions): ChatProvider {
  async function call(endpoint: ProxyEndpoint, defaultMethod: string, values: CallValues, body?: unknown) {
    const url = fillEndpointUrl(endpoint.url, values, globalThis.location?.href ?? 'http://localhost/')
    const headers: Record<string, string> = { ...endpoint.headers }
    if (sharedSecret) {
      const signed = sharedSecret.sign === 'message' && values.message !== undefined ? values.message : values.userId
      const signature = await signValue(sharedSecret.secret, signed)
      if (sharedSecret.placement === 'query') url.searchParams.set(sharedSecret.keyName, signature)
      else headers[sharedSecret.keyName] = signature
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (body !== undefined && stream && endpoint === proxy.sendMessage) headers.accept = 'text/event-stream'
    return fetch(url, {
      method: endpoint.method ?? defaultMethod,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  return {
    listSessions: async (userId) => readList(await call(proxy.listSessions, 'GET', { userId })),
    async listSessionMessages(userId, sessionId) {
      if (!sessionId) throw new Error(widgetValidationMessages.proxySessionId)
      return readList(await call(proxy.listSessionMessages, 'GET', { userId, sessionId }))
    },
    async sendMessage(input, onDelta) {
      const values = { userId: input.userId, sessionId: input.sessionId ?? '', message: input.message }
      const response = await call(proxy.sendMessage, 'POST', values, {
        identifier: input.userId,
        message: input.message,
        configuredActions: input.configuredActions,
        new: input.isNew,
        markdown: true,
        ...(input.sessionId ? { sessionId: input.sessionId } : {}),
        ...(input.functionCallId ? { functionCallId: input.functionCallId } : {}),
      })
      return readChatAnswer(response, input.sessionId, onDelta)
    },
    async sendFeedback({ userId, sessionId, messageId, feedback }) {
      if (!proxy.sendFeedback) return
      const values = { userId, sessionId, messageId }
      const response = await call(proxy.sendFeedback, 'PUT', values, { identifier: userId, feedback })
      // A backend may answer a thumb with no body; only a refusal matters.
      if (!response.ok) await readJson(response)
    },
  }
}
