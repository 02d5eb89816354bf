import { describe, expect, it } from 'vitest'
import { collectChatStream } from './collect-chat-stream.ts'
import type { ChatDelta } from './provider.ts'

async function* deltasOf(deltas: ChatDelta[]): AsyncIterable<ChatDelta> {
  for (const delta of deltas) yield delta
}

describe('collectChatStream', () => {
  it('hands each text piece on as it arrives and returns the whole answer with its usage', async () => {
    const pieces: string[] = []
    const completion = await collectChatStream(
      deltasOf([
        { content: 'Parcels ' },
        { content: 'ship daily.' },
        { finishReason: 'stop' },
        { usage: { promptTokens: 9, completionTokens: 4, totalTokens: 13 } },
      ]),
      (text) => pieces.push(text),
    )
    expect(pieces).toEqual(['Parcels ', 'ship daily.'])
    expect(completion).toMatchObject({
      message: { role: 'assistant', content: 'Parcels ship daily.' },
      finishReason: 'stop',
      usage: { totalTokens: 13 },
    })
  })

  it('keeps the confidence the finishing piece reports', async () => {
    const completion = await collectChatStream(
      deltasOf([{ content: 'Daily.' }, { finishReason: 'stop', answerConfidence: 1.3 }]),
      () => undefined,
    )
    expect(completion.answerConfidence).toBe(1.3)
  })

  it('joins tool call fragments by index', async () => {
    const completion = await collectChatStream(
      deltasOf([
        { toolCalls: [{ index: 0, id: 'call_1', name: 'get_shipment_status', arguments: '{"tracking' }] },
        { toolCalls: [{ index: 0, arguments: 'Number":"1Z"}' }] },
        { finishReason: 'tool_calls' },
      ]),
      () => undefined,
    )
    expect(completion.message).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'get_shipment_status', arguments: '{"trackingNumber":"1Z"}' },
        },
      ],
    })
    expect(completion.finishReason).toBe('tool_calls')
  })
})
