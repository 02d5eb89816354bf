import { describe, expect, it } from 'vitest'
import { alternativeQuestionsNote, excerpt, looksLikeCsv } from './knowledge-display.ts'

describe('excerpt', () => {
  it('keeps short text whole, with its spacing flattened', () => {
    expect(excerpt('How do I\n  reset my password?', 100)).toBe('How do I reset my password?')
  })

  it('cuts long text at a word', () => {
    expect(excerpt('Open Settings, then Billing, then choose a plan.', 20)).toBe('Open Settings, then…')
  })

  it('cuts inside a word when no space is near', () => {
    expect(excerpt('Supercalifragilisticexpialidocious', 10)).toBe('Supercalif…')
  })
})

describe('looksLikeCsv', () => {
  it('accepts a .csv name or the CSV type', () => {
    expect(looksLikeCsv({ name: 'Knowledge.CSV', type: '' })).toBe(true)
    expect(looksLikeCsv({ name: 'export', type: 'text/csv' })).toBe(true)
    expect(looksLikeCsv({ name: 'notes.txt', type: 'text/plain' })).toBe(false)
  })
})

describe('alternativeQuestionsNote', () => {
  it('says how many other wordings a pair has and shows the first', () => {
    expect(alternativeQuestionsNote([])).toBe('')
    expect(alternativeQuestionsNote(['Can I cancel a label?'])).toBe(
      'Also asked one other way, e.g. “Can I cancel a label?”',
    )
    expect(alternativeQuestionsNote(['Can I cancel a label?', 'How do I undo a label?'])).toBe(
      'Also asked 2 other ways, e.g. “Can I cancel a label?”',
    )
  })
})
