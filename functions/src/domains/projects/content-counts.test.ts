import { describe, expect, it } from 'vitest'
import { describeContentCounts } from './content-counts.ts'

describe('describeContentCounts', () => {
  it('lists the modules that moved something, in order', () => {
    expect(describeContentCounts({ pages: 3, actions: 0, faqs: 2 })).toBe('pages: 3, faqs: 2')
  })

  it('says so when nothing moved', () => {
    expect(describeContentCounts({})).toBe('no content')
    expect(describeContentCounts({ pages: 0 })).toBe('no content')
  })
})
