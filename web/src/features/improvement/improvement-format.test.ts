import { describe, expect, it } from 'vitest'
import {
  channelNames,
  createdMessage,
  defaultTargetVersion,
  otherExamples,
  reasonSummary,
} from './improvement-format.ts'

describe('channelNames', () => {
  it('names the known channels and keeps an unknown one as it came', () => {
    expect(channelNames(['embed', 'openai', 'siteGuide', 'playground'])).toBe(
      'Widget, OpenAI-compatible API, Site guide, Playground',
    )
    expect(channelNames(['voice'])).toBe('voice')
    expect(channelNames([])).toBe('')
  })
})

describe('reasonSummary', () => {
  it('counts only the reasons that happened', () => {
    expect(reasonSummary({ declinedCount: 2, thumbsDownCount: 1 })).toBe('2 declined · 1 thumbs-down')
    expect(reasonSummary({ declinedCount: 0, thumbsDownCount: 3 })).toBe('3 thumbs-down')
    expect(reasonSummary({ declinedCount: 0, thumbsDownCount: 0 })).toBe('—')
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
