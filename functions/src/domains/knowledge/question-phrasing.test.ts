import { describe, expect, it } from 'vitest'
import { type PhrasingContext, questionsFromHeading } from './question-phrasing.ts'

const context: PhrasingContext = { properNouns: new Set(['Vacation', 'Mode']), subject: null }

describe('questionsFromHeading', () => {
  it("asks a help centre's instructions as tasks, with money verbs too", () => {
    expect(questionsFromHeading('Withdraw your earnings', context)[0]).toBe('How do I withdraw my earnings?')
    expect(questionsFromHeading('Invite your friends', context)[0]).toBe('How do I invite my friends?')
  })

  it('asks "you" as "I" where it is the subject of a clause, and "me" where it is an object', () => {
    expect(questionsFromHeading('Keep Vacation Mode on for as long as you need', context)[0]).toBe(
      'How do I keep Vacation Mode on for as long as I need?',
    )
    expect(questionsFromHeading('Pause your shop if you want a break', context)[0]).toBe(
      'How do I pause my shop if I want a break?',
    )
    expect(questionsFromHeading('When Jamble refunds you automatically', context)[0]).toBe(
      'When does Jamble refund me automatically?',
    )
  })
})
