import { describe, expect, it } from 'vitest'
import { answerSources } from './answer-sources.ts'

const page = (sourceKey: string, title: string | null = null) => ({ source: 'url' as const, sourceKey, title })

describe('answerSources (issue 43, item 28)', () => {
  it('lists the web pages an answer was read from, each once, best first, at most three', () => {
    expect(
      answerSources(
        [
          page('https://docs.example.com/setup', 'Setup'),
          { source: 'knowledge' as const, sourceKey: 'kn_1', title: 'A pair' },
          page('https://docs.example.com/setup', 'Setup again'),
          page('https://docs.example.com/labels'),
          page('javascript:alert(1)', 'Bad'),
          page('https://docs.example.com/rates', 'Rates'),
          page('https://docs.example.com/returns', 'Returns'),
        ],
        true,
      ),
    ).toEqual([
      { title: 'Setup', url: 'https://docs.example.com/setup' },
      { title: 'https://docs.example.com/labels', url: 'https://docs.example.com/labels' },
      { title: 'Rates', url: 'https://docs.example.com/rates' },
    ])
  })

  it('lists none under a declined answer', () => {
    expect(answerSources([page('https://docs.example.com/setup', 'Setup')], false)).toEqual([])
  })
})
