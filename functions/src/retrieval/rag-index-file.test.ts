import { describe, expect, it } from 'vitest'
import type { RagPassageRecord } from './rag-index-file.ts'
import { loadRagIndex, searchRagIndex, serializeRagIndex } from './rag-index-file.ts'

const passages: RagPassageRecord[] = [
  {
    id: 'knowledge:1',
    source: 'knowledge',
    sourceKey: '1',
    title: 'Refunds?',
    text: 'Refunds take five days.',
    searchText: 'Refunds? Refunds take five days.',
  },
  {
    id: 'knowledge:2',
    source: 'knowledge',
    sourceKey: '2',
    title: 'Shipping?',
    text: 'We ship worldwide.',
    searchText: 'Shipping? We ship worldwide.',
  },
  {
    id: 'page:/zebra',
    source: 'page',
    sourceKey: '/zebra',
    title: 'Zebra printers',
    text: 'Set up a ZD421 printer.',
    searchText: 'Zebra printers ZD421',
  },
]
// Three directions in a tiny space stand in for meaning.
const embeddings = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
]

describe('retrieval index file', () => {
  const index = loadRagIndex(
    JSON.parse(JSON.stringify(serializeRagIndex({ embeddingModel: 'test', passages, embeddings }))),
  )

  it('round-trips through JSON', () => {
    expect(index).toMatchObject({ embeddingModel: 'test', dimensions: 3 })
    expect(index.passages).toEqual(passages)
  })

  it('ranks by meaning, lets rare keywords lift a passage and leaves out what is below the floor', () => {
    const byMeaning = searchRagIndex(index, { embedding: [0.9, 0.1, 0], text: 'money back' }, { limit: 4 })
    expect(byMeaning.map((passage) => passage.id)).toEqual(['knowledge:1'])
    expect(byMeaning[0]).not.toHaveProperty('searchText')
    const byKeyword = searchRagIndex(index, { embedding: [0.3, 0.3, 0.2], text: 'ZD421' }, { limit: 4 })
    expect(byKeyword[0]?.id).toBe('page:/zebra')
    expect(
      searchRagIndex(index, { embedding: [0.2, 0.2, 0.2], text: 'weather' }, { limit: 4, minimumScore: 0.6 }),
    ).toEqual([])
  })

  it('refuses a question embedded by another model', () => {
    expect(() => searchRagIndex(index, { embedding: [1, 0], text: 'x' }, { limit: 1 })).toThrow('dimensions')
  })
})
