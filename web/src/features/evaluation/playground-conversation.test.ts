import type { PlaygroundReply, RagData } from '@platform/shared/contracts/models'
import { describe, expect, it } from 'vitest'
import {
  type ConversationEntry,
  type ConversationState,
  conversationReducer,
  emptyConversation,
  functionNameOf,
  maximumRequestMessages,
  playgroundRequest,
  requestMessages,
  settingsSummary,
  toolEntry,
  unansweredToolCalls,
  userEntry,
} from './playground-conversation.ts'

const at = '2026-03-03T14:05:00.000Z'
const ragData: RagData = {
  query: 'How do I reset my password?',
  passages: [{ id: 'p1', source: 'knowledge', sourceKey: 'k1', title: null, text: 'Use the reset link.', score: 0.8 }],
}

function reply(change: Partial<PlaygroundReply['message']> = {}, rest: Partial<PlaygroundReply> = {}): PlaygroundReply {
  const message = {
    role: 'assistant' as const,
    content: 'Use the reset link.',
    toolCalls: [],
    suggestedActions: [],
    createdAt: at,
    ...change,
  }
  return {
    message,
    toolCalls: message.toolCalls,
    suggestedActions: message.suggestedActions,
    suggestions: [],
    ragPassages: ragData.passages,
    ragData,
    answered: true,
    finishReason: 'stop',
    model: { id: 'model-1', kind: 'localRetrieval', label: 'Local retrieval model' },
    usage: null,
    ...rest,
  }
}

const lookUpOrder = { id: 'call-1', name: 'lookUpOrder', arguments: { orderId: 'A-17' } }
const cancelOrder = { id: 'call-2', name: 'cancelOrder', arguments: { orderId: 'A-17' } }

function run(...actions: Parameters<typeof conversationReducer>[1][]): ConversationState {
  return actions.reduce(conversationReducer, emptyConversation)
}

describe('conversationReducer', () => {
  it('adds a sent message and waits for its reply', () => {
    const state = run({ type: 'sent', entry: userEntry('u1', 'How do I reset my password?', at) })
    expect(state.entries.map((entry) => [entry.role, entry.content])).toEqual([['user', 'How do I reset my password?']])
    expect(state.waitingFor).toBe('u1')
  })

  it('adds the reply with its sources and keeps its retrieval for the next call', () => {
    const state = run(
      { type: 'sent', entry: userEntry('u1', 'How do I reset my password?', at) },
      {
        type: 'replied',
        id: 'a1',
        reply: reply({
          suggestedActions: [{ type: 'page', id: '/account', title: 'Account', description: null, score: 0.7 }],
        }),
      },
    )
    expect(state.waitingFor).toBeNull()
    expect(state.previousRagData).toEqual(ragData)
    expect(state.entries[1]).toMatchObject({
      id: 'a1',
      role: 'assistant',
      content: 'Use the reset link.',
      answered: true,
      ragPassages: ragData.passages,
      suggestedActions: [{ title: 'Account' }],
      model: { label: 'Local retrieval model' },
    })
  })

  it('forgets older retrieval when a reply retrieved nothing', () => {
    const state = run(
      { type: 'sent', entry: userEntry('u1', 'first', at) },
      { type: 'replied', id: 'a1', reply: reply() },
      { type: 'sent', entry: userEntry('u2', 'second', at) },
      { type: 'replied', id: 'a2', reply: reply({}, { ragData: null, ragPassages: [] }) },
    )
    expect(state.previousRagData).toBeNull()
  })

  it('keeps the "Did you mean" questions of a declined reply on its entry', () => {
    const declined = reply(
      { content: "I don't know the answer to that yet." },
      { answered: false, suggestions: ['How do I install ioredis?', 'How do I connect to Redis with ioredis?'] },
    )
    const state = run(
      { type: 'sent', entry: userEntry('u1', 'setup?', at) },
      { type: 'replied', id: 'a1', reply: declined },
    )
    expect(state.entries[1]).toMatchObject({
      answered: false,
      content: "I don't know the answer to that yet.",
      suggestions: ['How do I install ioredis?', 'How do I connect to Redis with ioredis?'],
    })
  })

  it('lists no sources under a declined reply: it used none, and those it was given came from the turn before (issue 43, item 15)', () => {
    const declined = reply({ content: "I don't know the answer to that yet." }, { answered: false })
    expect(declined.ragPassages.length).toBeGreaterThan(0)
    const state = run(
      { type: 'sent', entry: userEntry('u1', 'setup?', at) },
      { type: 'replied', id: 'a1', reply: declined },
    )
    expect(state.entries[1]?.ragPassages).toEqual([])
  })

  it('takes a message that got no reply back out, so it can be sent again', () => {
    const state = run(
      { type: 'sent', entry: userEntry('u1', 'first', at) },
      { type: 'replied', id: 'a1', reply: reply() },
      { type: 'sent', entry: userEntry('u2', 'second', at) },
      { type: 'failed', id: 'u2' },
    )
    expect(state.entries.map((entry) => entry.id)).toEqual(['u1', 'a1'])
    expect(state.waitingFor).toBeNull()
    expect(state.previousRagData).toEqual(ragData)
  })

  it('adds a tool result without waiting while other calls of the reply still need results', () => {
    const state = run(
      { type: 'sent', entry: userEntry('u1', 'Cancel order A-17', at) },
      { type: 'replied', id: 'a1', reply: reply({ content: null, toolCalls: [lookUpOrder, cancelOrder] }) },
      { type: 'added', entry: toolEntry('t1', 'call-1', '{"status":"shipped"}', at) },
    )
    expect(state.entries.map((entry) => entry.role)).toEqual(['user', 'assistant', 'tool'])
    expect(state.waitingFor).toBeNull()
  })

  it('starts over when cleared', () => {
    const state = run({ type: 'sent', entry: userEntry('u1', 'first', at) }, { type: 'cleared' })
    expect(state).toEqual(emptyConversation)
  })
})

describe('requestMessages', () => {
  it('sends user, assistant and tool messages in the contract’s shape', () => {
    const state = run(
      { type: 'sent', entry: userEntry('u1', 'Where is order A-17?', at) },
      { type: 'replied', id: 'a1', reply: reply({ content: null, toolCalls: [lookUpOrder] }) },
      { type: 'sent', entry: toolEntry('t1', 'call-1', '{"status":"shipped"}', at) },
      { type: 'replied', id: 'a2', reply: reply({ content: 'It has shipped.' }) },
    )
    expect(requestMessages(state.entries)).toEqual([
      { role: 'user', content: 'Where is order A-17?' },
      { role: 'assistant', content: null, toolCalls: [lookUpOrder] },
      { role: 'tool', content: '{"status":"shipped"}', toolCallId: 'call-1' },
      { role: 'assistant', content: 'It has shipped.' },
    ])
  })

  it('sends at most 50 messages, starting at a user message', () => {
    const entries: ConversationEntry[] = []
    for (let turn = 0; turn < 30; turn += 1) {
      entries.push(userEntry(`u${turn}`, `question ${turn}`, at))
      entries.push(
        conversationReducer(emptyConversation, { type: 'replied', id: `a${turn}`, reply: reply() }).entries[0]!,
      )
    }
    entries.push(userEntry('u30', 'question 30', at))
    // 61 entries: the latest 50 begin with the reply to question 5, which is dropped with its question gone.
    const messages = requestMessages(entries)
    expect(messages).toHaveLength(49)
    expect(messages[0]).toEqual({ role: 'user', content: 'question 6' })
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'question 30' })
    expect(requestMessages(entries.slice(0, 60))).toHaveLength(maximumRequestMessages)
  })
})

describe('playgroundRequest', () => {
  const state = run(
    { type: 'sent', entry: userEntry('u1', 'How do I reset my password?', at) },
    { type: 'replied', id: 'a1', reply: reply() },
    { type: 'sent', entry: userEntry('u2', 'And if the link expired?', at) },
  )

  it('sends the settings, the whole conversation and the last retrieval', () => {
    expect(
      playgroundRequest(state, { modelId: 'model-1', systemPromptId: 'prompt-1', useRag: true, suggestActions: true }),
    ).toEqual({
      modelId: 'model-1',
      messages: [
        { role: 'user', content: 'How do I reset my password?' },
        { role: 'assistant', content: 'Use the reset link.' },
        { role: 'user', content: 'And if the link expired?' },
      ],
      systemPromptId: 'prompt-1',
      suggestActions: true,
      useRag: true,
      previousRagData: ragData,
    })
  })

  it('sends no system prompt when none is chosen, and no retrieval context without retrieval', () => {
    expect(
      playgroundRequest(state, { modelId: 'model-1', systemPromptId: '', useRag: false, suggestActions: false }),
    ).toMatchObject({ systemPromptId: null, useRag: false, previousRagData: null })
  })
})

describe('tool calls', () => {
  const asked = run(
    { type: 'sent', entry: userEntry('u1', 'Cancel order A-17', at) },
    { type: 'replied', id: 'a1', reply: reply({ content: null, toolCalls: [lookUpOrder, cancelOrder] }) },
  )

  it('lists the calls of the latest reply that still need a result', () => {
    expect(unansweredToolCalls(asked.entries)).toEqual([lookUpOrder, cancelOrder])
    const oneAnswered = conversationReducer(asked, { type: 'sent', entry: toolEntry('t1', 'call-1', '{}', at) })
    expect(unansweredToolCalls(oneAnswered.entries)).toEqual([cancelOrder])
    const bothAnswered = conversationReducer(oneAnswered, { type: 'sent', entry: toolEntry('t2', 'call-2', '{}', at) })
    expect(unansweredToolCalls(bothAnswered.entries)).toEqual([])
  })

  it('has nothing to answer before any reply or after a plain answer', () => {
    expect(unansweredToolCalls([])).toEqual([])
    expect(
      unansweredToolCalls(
        run({ type: 'sent', entry: userEntry('u1', 'hi', at) }, { type: 'replied', id: 'a1', reply: reply() }).entries,
      ),
    ).toEqual([])
  })

  it('names the function a tool result answers', () => {
    expect(functionNameOf(asked.entries, 'call-2')).toBe('cancelOrder')
    expect(functionNameOf(asked.entries, 'call-9')).toBeNull()
    expect(functionNameOf(asked.entries, null)).toBeNull()
  })
})

describe('settingsSummary', () => {
  it('says the folded settings in one line (issue 43, item 22)', () => {
    expect(settingsSummary({ modelLabel: 'Support v2', rag: true, suggestActions: false })).toBe(
      'Support v2 · RAG on · Suggested actions off',
    )
  })
})
