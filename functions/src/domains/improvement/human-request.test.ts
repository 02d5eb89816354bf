import { describe, expect, it } from 'vitest'
import { asksForHuman } from './human-request.ts'

describe('a "talk to a human" message', () => {
  it('is recognized by meaning, not by words, and questions that only mention people are not', async () => {
    for (const request of ['I need to talk to a real person', 'Get me a real agent', 'let me speak to a manager']) {
      expect(await asksForHuman(request)).toBe(true)
    }
    for (const question of [
      'Can a person share one account?',
      'Does the agent plan include reports?',
      'Do you ship to Canada?',
      'How do I contact the shipping carrier?',
    ]) {
      expect(await asksForHuman(question)).toBe(false)
    }
  }, 60_000)
})
