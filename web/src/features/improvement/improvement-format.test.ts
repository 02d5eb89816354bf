import { describe, expect, it } from 'vitest'
import {
  channelNames,
  createdMessage,
  defaultTargetVersion,
  linkTargetOptions,
  otherExamples,
  reaskSummary,
  reasonSummary,
  trainingHint,
} from './improvement-format.ts'

describe('channelNames', () => {
  it('names the known channels and keeps an unknown one as it came', () => {
    expect(channelNames(['embed', 'openai', 'siteGuide', 'playground'])).toBe(
      'Widget or chat API, OpenAI-compatible API, Site guide, Playground',
    )
    expect(channelNames(['voice'])).toBe('voice')
    expect(channelNames([])).toBe('')
  })
})

describe('reasonSummary', () => {
  const none = { declinedCount: 0, thumbsDownCount: 0, lowConfidenceCount: 0, talkToHumanCount: 0 }

  it('counts only the reasons that happened', () => {
    expect(reasonSummary({ ...none, declinedCount: 2, thumbsDownCount: 1 })).toBe('2 declined · 1 thumbs-down')
    expect(reasonSummary({ ...none, thumbsDownCount: 3 })).toBe('3 thumbs-down')
    expect(reasonSummary({ ...none, lowConfidenceCount: 1, talkToHumanCount: 2 })).toBe(
      '1 answered below confidence · 2 asked for a person',
    )
    expect(reasonSummary(none)).toBe('—')
  })
})

describe('trainingHint', () => {
  it('counts the new answers of the version, and says nothing when there are none', () => {
    expect(trainingHint(1, 'v2')).toBe('1 new answer in version v2 since its last training.')
    expect(trainingHint(3, 'v2')).toBe('3 new answers in version v2 since its last training.')
    expect(trainingHint(0, 'v2')).toBeNull()
  })
})

describe('reaskSummary', () => {
  it('says whether the retrained model now answers the group’s questions', () => {
    expect(reaskSummary(null, 2)).toBe('Not retrained yet')
    expect(reaskSummary({ answered: true, answeredQuestions: 2 }, 2)).toBe('Answered now: 2 of 2 questions')
    expect(reaskSummary({ answered: false, answeredQuestions: 0 }, 1)).toBe('Still not answered: 0 of 1 question')
  })
})

describe('defaultTargetVersion', () => {
  const deployed = { id: 'v1', number: 1, frozen: true }
  const older = { id: 'v2', number: 2, frozen: false }
  const newest = { id: 'v3', number: 3, frozen: false }

  it('writes to the inbox’s own version while it can change', () => {
    expect(defaultTargetVersion([newest, older, deployed], 'v2')).toBe('v2')
  })

  it('writes a frozen (deployed) version’s answers to the newest version that can change', () => {
    expect(defaultTargetVersion([older, deployed, newest], 'v1')).toBe('v3')
  })

  it('has nowhere to write when every version is frozen', () => {
    expect(defaultTargetVersion([deployed, { ...older, frozen: true }], 'v1')).toBeNull()
  })
})

describe('createdMessage', () => {
  it('names the version only when it is not the inbox’s', () => {
    expect(createdMessage('Knowledge and test case added.', 'v2')).toBe(
      'Knowledge and test case added. Saved in version v2.',
    )
    expect(createdMessage('Group dismissed.', null)).toBe('Group dismissed.')
  })
})

describe('otherExamples', () => {
  it('lists the examples other than the wording the group is titled with', () => {
    expect(
      otherExamples({
        question: 'Can I pay with Bitcoin?',
        examples: ['Can I pay with Bitcoin?', 'Do you accept cryptocurrency payments?'],
      }),
    ).toEqual(['Do you accept cryptocurrency payments?'])
  })
})

describe('linkTargetOptions', () => {
  it('offers the pages, then the actions, each with the target the link action sends', () => {
    const options = linkTargetOptions(
      [{ id: '/settings/billing', title: 'Billing settings' }],
      [{ id: 'open-invoices', name: 'Open invoices' }],
    )
    expect(options.map((option) => option.label)).toEqual(['Page: Billing settings', 'Action: Open invoices'])
    expect(options.map((option) => option.target)).toEqual([
      { type: 'page', id: '/settings/billing' },
      { type: 'action', id: 'open-invoices' },
    ])
    expect(new Set(options.map((option) => option.value)).size).toBe(2)
  })

  it('keeps a page and an action of the same id apart', () => {
    const options = linkTargetOptions([{ id: 'billing', title: 'Billing' }], [{ id: 'billing', name: 'Billing' }])
    expect(options.map((option) => option.value)).toEqual(['page:billing', 'action:billing'])
  })
})
