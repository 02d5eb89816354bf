import { describe, expect, it } from 'vitest'
import { declineWithSuggestions } from '../../models/local-engine/answer-question.ts'
import { splitDidYouMean } from './did-you-mean.ts'

describe('splitDidYouMean', () => {
  it('reads back the questions the local engine offers with its decline', () => {
    const questions = ['How do I track a parcel?', 'Can I change the delivery address?']
    expect(splitDidYouMean(declineWithSuggestions('Sorry, I do not know that.', questions))).toEqual({
      answer: 'Sorry, I do not know that.',
      suggestions: questions,
    })
  })

  it('offers at most three questions', () => {
    const questions = ['One?', 'Two?', 'Three?', 'Four?']
    expect(splitDidYouMean(declineWithSuggestions('Sorry.', questions)).suggestions).toEqual(['One?', 'Two?', 'Three?'])
  })

  it('leaves an answer without the list, or with other text after it, as it is', () => {
    expect(splitDidYouMean('Parcels ship in 2 days.')).toEqual({ answer: 'Parcels ship in 2 days.', suggestions: [] })
    const prose = 'Sorry.\n\nDid you mean:\n- Tracking?\nOr ask our team.'
    expect(splitDidYouMean(prose)).toEqual({ answer: prose, suggestions: [] })
  })
})
