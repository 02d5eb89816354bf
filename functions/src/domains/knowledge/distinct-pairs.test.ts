import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DistinctPairs } from './distinct-pairs.ts'
import { extractQuestionAnswers } from './extract-question-answers.ts'

const ioredisReadme = readFileSync(
  new URL('../../../../tests/fixtures/ioredis-readme/README.md', import.meta.url),
  'utf8',
)

describe('DistinctPairs', () => {
  it('keeps one pair per answer and per question over the documents of a batch', () => {
    const distinct = new DistinctPairs()
    const first = distinct.keep([
      { prompt: 'How do I install tokenkit?', completion: 'Run `npm install tokenkit`.' },
      { prompt: 'What are the steps to install tokenkit?', completion: 'Run npm install  tokenkit.' },
      { prompt: 'How do I sign a token?', completion: 'Call sign() with a payload and a secret.' },
    ])
    // A second page of the same batch: the same answer, and the same question with another answer.
    const second = distinct.keep([
      { prompt: 'How can I get tokenkit?', completion: 'Run npm install tokenkit.' },
      { prompt: 'How do I sign tokens?', completion: 'Use signAsync() to sign in the background.' },
      { prompt: 'How do I verify a token?', completion: 'Call verify() with the token and the secret.' },
    ])
    expect([...first, ...second].map((pair) => pair.prompt)).toEqual([
      'How do I install tokenkit?',
      'How do I sign a token?',
      'How do I verify a token?',
    ])
  })

  it('leaves no answer twice in what the extractor proposes for a README (it proposes two to four wordings)', () => {
    const proposed = extractQuestionAnswers(ioredisReadme, { title: 'README.md' })
    const kept = new DistinctPairs().keep(proposed)
    expect(new Set(proposed.map((pair) => pair.completion)).size).toBeLessThan(proposed.length * 0.7)
    expect(new Set(kept.map((pair) => pair.completion)).size).toBe(kept.length)
    expect(kept.map((pair) => pair.prompt)).toEqual(
      expect.arrayContaining([
        'What is ioredis?',
        'How do I install ioredis?',
        'How do I connect to Redis with ioredis?',
      ]),
    )
    // Every answer proposed is still given once.
    expect(new Set(kept.map((pair) => pair.completion))).toEqual(new Set(proposed.map((pair) => pair.completion)))
  })
})
