import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readChatMessage, readChatSession } from '../../protocol/chat.ts'
import { sendJson, sendStream, startFakeChatServer } from '../../test-support/fake-chat-server.ts'
import type { SendMessageInput } from './chat-provider.ts'
import { createEmbedProvider } from './embed-provider.ts'

let server: Awaited<ReturnType<typeof startFakeChatServer>>

const answer = {
  success: true,
  data: {
    sessionId: 'session-1',
    assistantMessage: 'Our **plans** start at 10 EUR.',
    action: { action: 'openPricing', label: 'See pricing' },
    toolCalls: [],
  },
}

beforeAll(async () => {
  server = await startFakeChatServer({
    'GET /api/embed/v1/chat/sessions': (_request, response) =>
      sendJson(response, 200, {
        success: true,
        data: [{ id: 'session-1', title: 'Pricing', createdAt: '2026-11-23T10:00:00.000Z', closed: false }, {}],
      }),
    'GET /api/embed/v1/chat/sessions/session-1': (_request, response) =>
      sendJson(response, 200, {
        success: true,
        data: [
          { sender: 'USER', content: 'How much?', createdAt: '2026-11-23T10:00:00.000Z' },
          { sender: 'ASSISTANT', content: 'Ten.', action: 'openPricing', toolCalls: [] },
          { sender: 'TOOL', content: '{"total":3}', tool_call_id: 'call-1' },
          { sender: 'ASSISTANT-LOADING', content: '...' },
          { sender: 'ERROR', content: 'It failed' },
        ],
      }),
    'GET /api/embed/v1/chat/sessions/missing': (_request, response) =>
      sendJson(response, 404, { success: false, errors: { NOT_FOUND: 'The requested item was not found.' } }),
    'PUT /api/embed/v1/chat/sessions/session-1/messages/msg-1/feedback': (request, response) =>
      sendJson(response, 200, { success: true, data: { id: 'msg-1', feedback: request.body?.feedback ?? null } }),
    'PUT /api/embed/v1/chat/sessions/session-1/messages/gone/feedback': (_request, response) =>
      sendJson(response, 404, { success: false, errors: { NOT_FOUND: 'The requested item was not found.' } }),
    'POST /api/embed/v1/chat': (request, response) => {
      if (request.headers.accept === 'text/event-stream')
        sendStream(response, ['Our **plans** ', 'start at 10 EUR.'], answer.data)
      else sendJson(response, 200, answer)
    },
  })
})

afterAll(() => server.stop())

const input: SendMessageInput = {
  userId: 'user 1',
  sessionId: null,
  message: 'How much?',
  isNew: true,
  configuredActions: ['openPricing'],
  configuredFunctions: ['cartTotal'],
}

describe('embed provider', () => {
  it('lists sessions with the embed id header and the user id as identifier', async () => {
    const provider = createEmbedProvider({ embedId: 'emb_1', apiOrigin: server.url, stream: false })
    expect((await provider.listSessions('user 1')).flatMap((entry) => readChatSession(entry) ?? [])).toEqual([
      { id: 'session-1', title: 'Pricing', createdAt: '2026-11-23T10:00:00.000Z', closed: false },
    ])
    const request = server.requests.at(-1)
    expect(request?.headers['x-embed-id']).toBe('emb_1')
    expect(request?.query.get('identifier')).toBe('user 1')
  })

  it('reads session messages, showing ASSISTANT-LOADING and ERROR senders as the user', async () => {
    const provider = createEmbedProvider({ embedId: 'emb_1', apiOrigin: server.url, stream: false })
    const messages = (await provider.listSessionMessages('user 1', 'session-1')).map(readChatMessage)
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'tool', 'user', 'user'])
    expect(messages[1]?.suggestedActions).toEqual([{ label: 'openPricing', action: 'openPricing', args: undefined }])
    expect(messages[2]?.toolCallId).toBe('call-1')
  })

  it('turns a failed answer into an error built from its errors map', async () => {
    const provider = createEmbedProvider({ embedId: 'emb_1', apiOrigin: server.url, stream: false })
    await expect(provider.listSessionMessages('user 1', 'missing')).rejects.toThrow(
      'NOT_FOUND: The requested item was not found.',
    )
  })

  it('sends the spec body and reads a plain answer', async () => {
    const provider = createEmbedProvider({ embedId: 'emb_1', apiOrigin: server.url, stream: false })
    const turn = await provider.sendMessage(input, () => undefined)
    expect(server.requests.at(-1)?.body).toEqual({
      identifier: 'user 1',
      new: true,
      message: 'How much?',
      markdown: true,
      configuredActions: ['openPricing'],
      configuredFunctions: ['cartTotal'],
    })
    expect(turn.sessionId).toBe('session-1')
    expect(turn.toolCalls).toEqual([])
    expect(readChatMessage(turn.message)).toMatchObject({
      role: 'assistant',
      content: 'Our **plans** start at 10 EUR.',
      suggestedActions: [{ label: 'See pricing', action: 'openPricing' }],
      toolCalls: [],
    })
  })

  it('streams the answer as it is written', async () => {
    const provider = createEmbedProvider({ embedId: 'emb_1', apiOrigin: server.url, stream: true })
    const deltas: string[] = []
    const turn = await provider.sendMessage(
      { ...input, isNew: false, sessionId: 'session-1', functionCallId: 'call-1' },
      (text) => deltas.push(text),
    )
    expect(deltas).toEqual(['Our **plans** ', 'start at 10 EUR.'])
    expect(turn.message.content).toBe('Our **plans** start at 10 EUR.')
    expect(server.requests.at(-1)?.body).toMatchObject({ sessionId: 'session-1', functionCallId: 'call-1', new: false })
  })

  it('sends a thumb to the feedback call with the identifier and the user hash', async () => {
    const provider = createEmbedProvider({ embedId: 'emb_1', apiOrigin: server.url, userHash: 'abc', stream: false })
    await provider.sendFeedback({ userId: 'user 1', sessionId: 'session-1', messageId: 'msg-1', feedback: 'down' })
    const request = server.requests.at(-1)
    expect(request?.method).toBe('PUT')
    expect(request?.headers['x-embed-id']).toBe('emb_1')
    expect(request?.body).toEqual({ identifier: 'user 1', userHash: 'abc', feedback: 'down' })
    await expect(
      provider.sendFeedback({ userId: 'user 1', sessionId: 'session-1', messageId: 'gone', feedback: 'up' }),
    ).rejects.toThrow('NOT_FOUND: The requested item was not found.')
  })
})
