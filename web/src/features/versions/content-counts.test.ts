import { describe, expect, it } from 'vitest'
import { countItems, describeCounts } from './content-counts.ts'

describe('describeCounts', () => {
  it('names the modules that moved something', () => {
    expect(describeCounts({ pages: 3, faqs: 0, agentFunctions: 1, knowledge: 12 })).toBe(
      '3 pages, 1 agent functions, 12 knowledge pairs',
    )
  })

  it('keeps modules it has no label for', () => {
    expect(describeCounts({ testCases: 2 })).toBe('2 testCases')
  })

  it('says when nothing moved', () => {
    expect(describeCounts({ pages: 0 })).toBe('no content')
  })
})

describe('countItems', () => {
  it('adds every module', () => {
    expect(countItems({ pages: 3, knowledge: 12 })).toBe(15)
  })
})
