import { describe, expect, it } from 'vitest'
import { type PhrasingContext, questionsFromHeading, questionsFromTaskSentences } from './question-phrasing.ts'

const context: PhrasingContext = { properNouns: new Set(['Vacation', 'Mode']), subject: null }

describe('questionsFromHeading', () => {
  it("asks a help centre's instructions as tasks, with money verbs too", () => {
    expect(questionsFromHeading('Withdraw your earnings', context)[0]).toBe('How do I withdraw my earnings?')
    expect(questionsFromHeading('Invite your friends', context)[0]).toBe('How do I invite my friends?')
    expect(questionsFromHeading('Downgrade your plan', context)[0]).toBe('How do I downgrade my plan?')
    expect(questionsFromHeading('Identify and delete large files', context)[0]).toBe(
      'How do I identify and delete large files?',
    )
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

  it('asks a problem a heading states as the reader brings it, without its "Issue 1:" or "Option 2 -" label', () => {
    const ask = (heading: string, title?: string) => questionsFromHeading(heading, { ...context, title })
    expect(ask("Issue 1: My payout didn't appear in my bank account")).toEqual([
      "What should I do if my payout didn't appear in my bank account?",
    ])
    expect(ask('Issue 4: Error when starting a payout')).toEqual([
      'What should I do about error when starting a payout?',
    ])
    expect(ask('Option 2 - You have existing access on another device')[0]).toBe(
      'What should I do if I have existing access on another device?',
    )
    expect(ask("Deposit to Exchange Didn't Arrive")).toEqual([
      "What should I do if my deposit to exchange didn't arrive?",
    ])
    expect(ask('I lost my phone and my account secret')[0]).toBe(
      'What should I do if I lost my phone and my account secret?',
    )
    expect(ask('General information', "Deposit to exchange didn't arrive")).toEqual([
      "What should I do if my deposit to exchange didn't arrive?",
    ])
    // The summary of a page titled as a problem is what to do about it.
    expect(ask('Summary', "I've been scammed!")[0]).toBe("What should I do if I've been scammed?")
    // A noun phrase with a negation inside is no problem statement.
    expect(ask("Tokens that don't expire")[0]).not.toMatch(/What (if|should)/)
    expect(ask('My earnings stuck for a week')).toEqual(['What should I do about my earnings stuck for a week?'])
  })

  it("asks a help article's advice in the terms of its title, as every article has one", () => {
    const ask = (heading: string, title: string) => questionsFromHeading(heading, { ...context, title })
    expect(ask('Important tips', 'Set up and start a payout')).toEqual([
      'What are some tips to set up and start a payout?',
    ])
    expect(ask('Security tips', 'Account security')).toEqual(['What are some tips for account security?'])
    expect(ask('Troubleshoot tips', 'How to configure biometrics')).toEqual([
      'What are some troubleshooting tips to configure biometrics?',
    ])
    expect(ask('Important things to consider', 'Deleting an account')).toEqual([
      'What should I know before I delete an account?',
    ])
  })

  it('asks a "What\'s …" heading as it is, and the background of a task page as the task', () => {
    expect(questionsFromHeading("What's included in the 14%", context)).toEqual(["What's included in the 14%?"])
    expect(questionsFromHeading('Background', { ...context, title: 'How to reset the 6 digit passcode' })).toEqual([
      'How do I reset the 6 digit passcode?',
    ])
  })

  it('asks "Understanding X" about X, a verb acting on a name as a task, and a relative clause as part of its noun', () => {
    const named: PhrasingContext = { properNouns: new Set(['Xaman']), subject: 'Xaman', lowerCaseWords: new Set() }
    expect(questionsFromHeading('Understanding the service fee', context)).toEqual([
      'How does the service fee work?',
      'What is the service fee?',
    ])
    expect(questionsFromHeading('Configuring Xaman on your new phone', named)[0]).toBe(
      'How do I configure Xaman on my new phone?',
    )
    expect(questionsFromHeading('Transactions that are free', context)).toEqual([
      'What are transactions that are free?',
    ])
    // A feature named with the product is no feature the product supports.
    expect(questionsFromHeading('Xaman card', named, { mentionsSupport: true })).not.toContain(
      'Does Xaman support Xaman card?',
    )
  })

  it('writes a question heading as a sentence, and counts a noun phrase by its head noun', () => {
    expect(questionsFromHeading('but the app runs a validator. Why can you not undo it?', context)).toEqual([
      'But the app runs a validator. Why can you not undo it?',
    ])
    expect(questionsFromHeading('How Long Does a Refund Take', context)).toEqual(['How long does a refund take?'])
    expect(questionsFromHeading("But I'm sure my account secret is correct", context)).toEqual([
      "What should I do if I'm sure my account secret is correct?",
    ])
    expect(questionsFromHeading('Older versions of the app', context)[0]).toBe('What are older versions of the app?')
    expect(questionsFromHeading('Changes to this policy', context)[0]).toBe('What are changes to this policy?')
  })

  it('reads no task in "To the right of …": a place, not a purpose', () => {
    expect(questionsFromTaskSentences(['To the right of Tax Exemption, select the Manage button.'], context)).toEqual(
      [],
    )
    expect(questionsFromTaskSentences(['To request a refund, write to support.'], context)).toEqual([
      'How do I request a refund?',
    ])
  })

  it("asks a task page's instructions as the task, and an overview of a plural topic with 'are'", () => {
    expect(questionsFromHeading('The instructions', { ...context, title: 'Deleting an XRPL account' })).toEqual([
      'How do I delete an XRPL account?',
      'What are the steps to delete an XRPL account?',
    ])
    expect(questionsFromHeading('Introduction to licenses and payment', context)).toContain(
      'What are licenses and payment?',
    )
  })
})
