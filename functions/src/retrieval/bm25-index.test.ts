import { describe, expect, it } from 'vitest'
import { Bm25Index } from './bm25-index.ts'
import { contentTerms } from './text-tokens.ts'

const documents = ['How do I print shipping labels?', 'How do I reset my password?', 'Which carriers are supported?']
const index = new Bm25Index(documents.map(contentTerms))

describe('Bm25Index', () => {
  it('weighs a match through a synonym no more than a match of the word itself', () => {
    const index = new Bm25Index(
      ['stop the job', 'stop the worker', 'stop the queue', 'halt the job'].map((text) => contentTerms(text)),
    )
    const { scores } = index.searchConcepts([{ term: 'stop', alternatives: ['halt'] }])
    expect(scores[3]).toBeGreaterThan(0)
    expect(scores[3]).toBeLessThanOrEqual(scores[0] as number)
  })

  it('scores the document sharing the rare terms highest', () => {
    const result = index.search(contentTerms('print a label'))
    expect(result.matchedDocuments).toEqual([0])
    expect(result.scores[0]).toBeGreaterThan(0)
    expect(result.scores[1]).toBe(0)
  })

  it('reports how much of the query a document covers, counting unknown terms as rare', () => {
    const result = index.search(contentTerms('reset password drone'))
    expect(result.matchedWeight[1]! / result.queryWeight).toBeGreaterThan(0.4)
    expect(result.matchedWeight[1]! / result.queryWeight).toBeLessThan(0.7)
  })
})
