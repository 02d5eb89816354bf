import { describe, expect, it } from 'vitest'
import { readChatMessage } from './chat.ts'

describe('readChatMessage sources (issue 43, item 28)', () => {
  it('keeps the web pages an answer was read from, and only web addresses', () => {
    const message = readChatMessage({
      role: 'assistant',
      content: 'Open Orders and click Create label.',
      sources: [
        { title: 'Labels', url: 'https://help.example.com/labels' },
        { title: 'Sneaky', url: 'javascript:alert(1)' },
        { url: 'https://help.example.com/rates' },
      ],
    })
    expect(message.sources).toEqual([
      { title: 'Labels', url: 'https://help.example.com/labels' },
      { title: 'https://help.example.com/rates', url: 'https://help.example.com/rates' },
    ])
    expect(readChatMessage({ role: 'assistant', content: 'Hi' }).sources).toBeUndefined()
  })
})
