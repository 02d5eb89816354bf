import { describe, expect, it, vi } from 'vitest'
import { readChatMessage, readToolCalls } from '../protocol/chat.ts'
import { createChatSession } from './chat-session.ts'
import type { AssistantTurn, ChatProvider, SendMessageInput } from './providers/chat-provider.ts'

function scriptedProvider(turns: AssistantTurn[]) {
  const sent: SendMessageInput[] = []
  const provider: ChatProvider = {
    listSessions: vi.fn(async (): Promise<unknown[]> => []),
    listSessionMessages: vi.fn(async (): Promise<unknown[]> => []),
    sendFeedback: vi.fn(async () => undefined),
    async sendMessage(input, onDelta) {
      sent.push(input)
      const turn = turns.shift()
      if (!turn) throw new Error('no more turns scripted')
      if (turn.message.content) onDelta(String(turn.message.content))
      return turn
    },
  }
  return { provider, sent }
}

const assistant = (
  content: string,
  toolCalls: { id: string; name: string; arguments: Record<string, unknown> }[] = [],
): AssistantTurn => ({
  sessionId: 'session-1',
  message: { role: 'assistant', content, toolCalls },
  toolCalls: readToolCalls(toolCalls),
})

describe('chat session', () => {
  it('sends the new flag with the first message after a new-session request only', async () => {
    const { provider, sent } = scriptedProvider([assistant('One'), assistant('Two'), assistant('Three')])
    const session = createChatSession({ provider, userId: 'u1', functionsMap: new Map(), actionNames: ['openCart'] })
    expect(session.createSession()).toMatchObject({ id: null, closed: false })
    await session.sendMessage({ sessionId: null, message: 'first', isNew: false }, () => undefined)
    await session.sendMessage({ sessionId: 'session-1', message: 'second', isNew: false }, () => undefined)
    session.createSession()
    await session.sendMessage({ sessionId: null, message: 'third', isNew: false }, () => undefined)
    expect(sent.map((input) => input.isNew)).toEqual([true, false, true])
    expect(sent[0]).toMatchObject({ userId: 'u1', configuredActions: ['openCart'], configuredFunctions: [] })
  })

  it('runs tool calls on the host page and sends their results back until none remain', async () => {
    const { provider, sent } = scriptedProvider([
      assistant('', [{ id: 'call-1', name: 'cartTotal', arguments: { currency: 'EUR' } }]),
      assistant('', [{ id: 'call-2', name: 'missingFunction', arguments: {} }]),
      assistant('Your cart is 42 EUR.'),
    ])
    const cartTotal = vi.fn(async (args: Record<string, unknown>) => ({ total: 42, currency: args.currency }))
    const session = createChatSession({
      provider,
      userId: 'u1',
      functionsMap: new Map([['cartTotal', cartTotal]]),
      actionNames: [],
    })
    const progress: string[] = []
    const result = await session.sendMessage({ sessionId: 'session-1', message: 'Cart total?', isNew: false }, (step) =>
      progress.push(step.kind === 'delta' ? `delta:${step.text}` : `message:${readChatMessage(step.message).role}`),
    )
    expect(cartTotal).toHaveBeenCalledWith({ currency: 'EUR' })
    expect(sent.map((input) => [input.message, input.functionCallId])).toEqual([
      ['Cart total?', undefined],
      ['{"total":42,"currency":"EUR"}', 'call-1'],
      ['{"error":"The function missingFunction is not available on this page."}', 'call-2'],
    ])
    expect(sent[0]?.configuredFunctions).toEqual(['cartTotal'])
    expect(result.messages.map((message) => readChatMessage(message).role)).toEqual([
      'assistant',
      'tool',
      'assistant',
      'tool',
      'assistant',
    ])
    expect(readChatMessage(result.messages.at(-1)).content).toBe('Your cart is 42 EUR.')
    expect(progress).toEqual([
      'message:assistant',
      'message:tool',
      'message:assistant',
      'message:tool',
      'delta:Your cart is 42 EUR.',
    ])
    expect(result.sessionId).toBe('session-1')
  })

  it('reports a function that throws as its error', async () => {
    const { provider, sent } = scriptedProvider([
      assistant('', [{ id: 'call-1', name: 'explode', arguments: {} }]),
      assistant('Sorry.'),
    ])
    const session = createChatSession({
      provider,
      userId: 'u1',
      functionsMap: new Map([
        [
          'explode',
          () => {
            throw new Error('Out of stock')
          },
        ],
      ]),
      actionNames: [],
    })
    await session.sendMessage({ sessionId: null, message: 'Buy', isNew: false }, () => undefined)
    expect(sent[1]?.message).toBe('{"error":"Out of stock"}')
  })
})
