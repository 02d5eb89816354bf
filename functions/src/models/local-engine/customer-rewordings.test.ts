import { describe, expect, it } from 'vitest'
import { customerRewordings } from './customer-rewordings.ts'

describe('customerRewordings', () => {
  it('asks a how-to question as what the customer wants, in everyday words', () => {
    const rewordings = customerRewordings('How do I cancel my membership?')
    expect(rewordings).toEqual(
      expect.arrayContaining([
        'i want to cancel my membership',
        'how do i quit my membership',
        'i want to quit my membership',
        'how do i cancel my subscription',
        'cancel membership',
      ]),
    )
    expect(rewordings).not.toContain('how do i cancel my membership')
  })

  it('turns a request into the situation a customer describes instead', () => {
    expect(customerRewordings('How do I track my order?')).toEqual(
      expect.arrayContaining(['where is my order', 'has my order been sent', 'how do i track my parcel']),
    )
    expect(customerRewordings('My plant arrived damaged, what can I do?')).toEqual(
      expect.arrayContaining(['my plant arrived damaged', 'my plant arrived broken']),
    )
  })

  it('asks whether the business has something in the other shapes of that question', () => {
    expect(customerRewordings('Do you ship abroad?')).toEqual(
      expect.arrayContaining(['can you ship abroad', 'do you ship internationally', 'do you deliver abroad']),
    )
    expect(customerRewordings('Is there a personal trainer?')).toEqual(
      expect.arrayContaining(['do you have personal trainer', 'is there a coach']),
    )
  })

  it('swaps a whole phrase, never the shorter word inside it', () => {
    const rewordings = customerRewordings('What are your opening hours?')
    expect(rewordings).toEqual(expect.arrayContaining(['what are your opening times', 'when are you open']))
    expect(rewordings.some((rewording) => rewording.includes('opening opening'))).toBe(false)
  })

  it('gives the same rewordings every time, up to its limit', () => {
    const question = 'How do I cancel or move my appointment?'
    expect(customerRewordings(question)).toEqual(customerRewordings(question))
    expect(customerRewordings(question, 5)).toEqual(customerRewordings(question).slice(0, 5))
    expect(customerRewordings(question).length).toBeLessThanOrEqual(24)
    expect(customerRewordings('?')).toEqual([])
  })
})
