import { describe, expect, it } from 'vitest'
import { declineWithSuggestions } from './answer-question.ts'

describe('declineWithSuggestions', () => {
  it('offers the close trained questions after the fallback answer, as a Markdown list', () => {
    expect(
      declineWithSuggestions("I don't know the answer to that yet.", [
        'How do I connect through Sentinel?',
        'How do I connect to a Redis Cluster?',
      ]),
    ).toBe(
      "I don't know the answer to that yet.\n\nDid you mean:\n- How do I connect through Sentinel?\n- How do I connect to a Redis Cluster?",
    )
  })

  it('is the fallback answer alone when nothing came close', () => {
    expect(declineWithSuggestions('No idea.', [])).toBe('No idea.')
  })
})
