import { sameMeaningSimilarity } from '@platform/shared/contracts/improvement'
import { describe, expect, it } from 'vitest'
import { embedSentences } from '../../models/local-engine/sentence-encoder.ts'
import { mostCommonWording, similarity } from './improvement-records.ts'

describe('the Improve inbox grouping', () => {
  it('puts two wordings of one question together and keeps different questions apart', async () => {
    const [canada, delivered, password, discount] = await embedSentences([
      'Do you ship to Canada?',
      'Can I get my order delivered in Canada?',
      'How do I reset my password?',
      'Is there a student discount?',
    ])
    const same = similarity(canada as Float32Array, delivered as Float32Array)
    expect(same).toBeGreaterThanOrEqual(sameMeaningSimilarity)
    for (const other of [password, discount]) {
      expect(similarity(canada as Float32Array, other as Float32Array)).toBeLessThan(sameMeaningSimilarity)
      expect(similarity(delivered as Float32Array, other as Float32Array)).toBeLessThan(sameMeaningSimilarity)
    }
  }, 60_000)

  it('proposes the wording most examples share, ignoring case and spacing, the earliest of equals', () => {
    expect(mostCommonWording(['Ship to Canada?', 'do you ship to canada', 'Do you  ship to Canada'])).toBe(
      'do you ship to canada',
    )
    expect(mostCommonWording(['First wording', 'Second wording'])).toBe('First wording')
    expect(mostCommonWording([])).toBe('')
  })
})
