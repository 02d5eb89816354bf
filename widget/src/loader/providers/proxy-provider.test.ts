import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readChatSession } from '../../protocol/chat.ts'
import { hmacHex, sendJson, startFakeChatServer } from '../../test-support/fake-chat-server.ts'
import type { ProxyApiConfig } from '../injection-config.ts'
import { createProxyProvider, fillEndpointUrl } from './proxy-provider.ts'
import { signValue } from './sign-value.ts'

let server: Awaited<ReturnType<typeof startFakeChatServer>>
const secret = 'shop-secret'

beforeAll(async () => {
  server = await startFakeChatServer({
    // The shop's backend checks the signature of the user id before answering, as a real proxy would.
    'GET /users/u%2F1/sessions': (request, response) => {
      const expected = hmacHex(secret, 'u/1')
      if (request.headers['x-signature'] !== expected && request.query.get('sig') !== expected) {
        return sendJson(response, 401, { success: false, errors: { UNAUTHORIZED: 'Bad signature' } })
      }
      sendJson(response, 200, [{ sessionId: 'session-9', title: 'Shoes' }])
    },
    'GET /users/u%2F1/sessions/session-9/messages': (_request, response) =>
      sendJson(response, 200, { success: true, data: [{ role: 'user', content: 'Hi' }] }),
    'PUT /users/u%2F1/sessions/session-9/messages/m%201/thumb': (request, response) => {
      if (request.headers['x-signature'] !== hmacHex(secret, 'u/1')) return sendJson(response, 401, {})
      response.writeHead(204).end()
    },
    'PUT /users/u%2F1/chat': (request, response) => {
      if (request.headers['x-signature'] !== hmacHex(secret, String(request.body?.message))) {
        return sendJson(response, 401, { success: false, errors: { UNAUTHORIZED: 'Bad signature' } })
      }
      sendJson(response, 200, { assistantMessage: { content: 'Hello from the proxy' }, sessionId: 'session-9' })
    },
  })
})

afterAll(() => server.stop())

const proxy = (): ProxyApiConfig => ({
  listSessions: { url: `${server.url}/users/{userId}/sessions`, headers: { 'x-shop': 'north' } },
  listSessionMessages: { url: `${server.url}/users/{userId}/sessions/{sessionId}/messages` },
  sendMessage: { url: `${server.url}/users/{userId}/chat`, method: 'PUT' },
})

describe('fillEndpointUrl', () => {
  it('fills and encodes the user and session ids', () => {
    expect(
      fillEndpointUrl('/u/{userId}/s/{sessionId}', { userId: 'a b', sessionId: 's/1' }, 'https://shop.example').href,
    ).toBe('https://shop.example/u/a%20b/s/s%2F1')
  })
})

describe('signValue', () => {
  it('is the hex HMAC-SHA256 a server computes', async () => {
    expect(await signValue(secret, 'u/1')).toBe(hmacHex(secret, 'u/1'))
  })
})

describe('proxy provider', () => {
  it('signs the user id in a header with the configured key name and sends the endpoint headers', async () => {
    const provider = createProxyProvider({
      proxy: proxy(),
      sharedSecret: { secret, placement: 'header', keyName: 'x-signature', sign: 'userId' },
      stream: false,
    })
    expect((await provider.listSessions('u/1')).map(readChatSession)).toEqual([
      expect.objectContaining({ id: 'session-9', title: 'Shoes', closed: false }),
    ])
    expect(server.requests.at(-1)?.headers['x-shop']).toBe('north')
  })

  it('signs in the query when placed there', async () => {
    const provider = createProxyProvider({
      proxy: proxy(),
      sharedSecret: { secret, placement: 'query', keyName: 'sig', sign: 'userId' },
      stream: false,
    })
    expect(await provider.listSessions('u/1')).toHaveLength(1)
    expect(server.requests.at(-1)?.query.get('sig')).toBe(hmacHex(secret, 'u/1'))
  })

  it('fails when the signature is wrong', async () => {
    const provider = createProxyProvider({
      proxy: proxy(),
      sharedSecret: { secret: 'not-the-secret', placement: 'header', keyName: 'x-signature', sign: 'userId' },
      stream: false,
    })
    await expect(provider.listSessions('u/1')).rejects.toThrow('UNAUTHORIZED: Bad signature')
  })

  it('needs a session id to list messages', async () => {
    const provider = createProxyProvider({ proxy: proxy(), sharedSecret: null, stream: false })
    await expect(provider.listSessionMessages('u/1', '')).rejects.toThrow(
      'The proxy provider needs sessionId for listing messages.',
    )
    expect(await provider.listSessionMessages('u/1', 'session-9')).toEqual([
      expect.objectContaining({ role: 'user', content: 'Hi' }),
    ])
  })

  it('sends the message with the configured method, signing the message, and the spec body', async () => {
    const provider = createProxyProvider({
      proxy: proxy(),
      sharedSecret: { secret, placement: 'header', keyName: 'x-signature', sign: 'message' },
      stream: false,
    })
    const turn = await provider.sendMessage(
      {
        userId: 'u/1',
        sessionId: null,
        message: 'Hello?',
        isNew: true,
        configuredActions: ['openCart'],
        configuredFunctions: [],
      },
      () => undefined,
    )
    expect(turn).toMatchObject({
      sessionId: 'session-9',
      message: { role: 'assistant', content: 'Hello from the proxy' },
    })
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { identifier: 'u/1', message: 'Hello?', configuredActions: ['openCart'], new: true, markdown: true },
    })
  })

  it('sends a thumb, signed, to the sendFeedback endpoint when one is configured, and skips it otherwise', async () => {
    const withFeedback = createProxyProvider({
      proxy: {
        ...proxy(),
        sendFeedback: { url: `${server.url}/users/{userId}/sessions/{sessionId}/messages/{messageId}/thumb` },
      },
      sharedSecret: { secret, placement: 'header', keyName: 'x-signature', sign: 'userId' },
      stream: true,
    })
    await withFeedback.sendFeedback({ userId: 'u/1', sessionId: 'session-9', messageId: 'm 1', feedback: 'up' })
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', body: { identifier: 'u/1', feedback: 'up' } })
    expect(server.requests.at(-1)?.headers.accept).not.toBe('text/event-stream')

    const count = server.requests.length
    const without = createProxyProvider({ proxy: proxy(), sharedSecret: null, stream: false })
    await without.sendFeedback({ userId: 'u/1', sessionId: 'session-9', messageId: 'm 1', feedback: 'up' })
    expect(server.requests).toHaveLength(count)
  })
})
