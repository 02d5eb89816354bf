import { describe, expect, it } from 'vitest'
import { contentTerms, nameTerms } from '../../retrieval/text-tokens.ts'
import { seededRandom } from './seeded-random.ts'
import { askAboutUnknownName } from './unknown-name-questions.ts'

describe('askAboutUnknownName', () => {
  it('asks the same question about a name the knowledge never uses', () => {
    const known = new Set(contentTerms('How do I set the password when connecting? Pass it in the options.'))
    const random = seededRandom(3)
    for (let attempt = 0; attempt < 20; attempt++) {
      const question = askAboutUnknownName('How do I set the password?', known, random) as string
      expect(question).toMatch(/^How do I set the \w+\?$/)
      expect(question).not.toMatch(/password/)
      expect(nameTerms(question).some((name) => !known.has(name))).toBe(true)
    }
  })

  it('replaces a word inside a snake_case identifier, and never gives back the prompt unchanged', () => {
    const prompt = 'How do I trace commands with diagnostics_channel for APM?'
    const random = seededRandom(5)
    for (let attempt = 0; attempt < 20; attempt++) {
      const question = askAboutUnknownName(prompt, new Set(contentTerms(prompt)), random)
      expect(question).toBeDefined()
      expect(question).not.toBe(prompt)
      expect(question).toMatch(/^How do I trace commands with /)
    }
  })
})
