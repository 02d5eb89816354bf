import type { ImprovementDay, ImprovementFigures } from '@platform/shared/contracts/improvement-figures'
import { improveAreaPath } from '@platform/shared/contracts/improvement-figures'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { shareLinesOf } from '../improvement-figures-format.ts'
import { ImprovementFiguresPanel } from './improvement-figures-panel.tsx'

const quietDay = (day: string): ImprovementDay => ({
  day,
  answers: 0,
  answered: 0,
  declined: 0,
  thumbsDown: 0,
  answeredShare: null,
  declinedShare: null,
  thumbsDownShare: null,
  answersAdded: 0,
})

const busyDay: ImprovementDay = {
  day: '2026-03-04',
  answers: 4,
  answered: 2,
  declined: 2,
  thumbsDown: 1,
  answeredShare: 0.5,
  declinedShare: 0.5,
  thumbsDownShare: 0.25,
  answersAdded: 1,
}

const group = {
  id: 'group-1',
  status: 'open' as const,
  question: 'Can I pay with Bitcoin?',
  endUserCount: 2,
  askedCount: 2,
  declinedCount: 2,
  thumbsDownCount: 0,
  channels: ['embed'],
  examples: ['Can I pay with Bitcoin?'],
  firstSeenAt: '2026-03-04T10:00:00.000Z',
  lastSeenAt: '2026-03-04T11:00:00.000Z',
  resolvedBy: null,
  resolvedAt: null,
  reopenedAt: null,
  versionId: 'version-2',
  versionName: 'Spring',
}

function render(figures: ImprovementFigures): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ImprovementFiguresPanel figures={figures} onOpenGroup={() => undefined} />
    </MemoryRouter>,
  )
}

describe('ImprovementFiguresPanel', () => {
  it('sums the period and links each top group into the Improve area, naming its version', () => {
    const markup = render({
      days: [quietDay('2026-03-03'), busyDay],
      topGroups: [{ ...group } as ImprovementFigures['topGroups'][number]],
      openGroupCount: 3,
      answersAdded: 1,
    })
    expect(markup).toContain('Answers over time')
    expect(markup).toContain('The last 2 days, UTC.')
    expect(markup).toMatch(/Declined<\/.*?50%/)
    expect(markup).toMatch(/Thumbed down<\/.*?25%/)
    expect(markup).toMatch(/Answers added from the inbox<\/.*?>1</)
    expect(markup).toContain(`href="${improveAreaPath.replace('&', '&amp;')}"`)
    expect(markup).toContain('Can I pay with Bitcoin?')
    expect(markup).toContain('2 end users · Spring')
    expect(markup).toContain('2 more open in the')
  })

  it('says when nothing waits in the inbox', () => {
    const markup = render({ days: [quietDay('2026-03-03')], topGroups: [], openGroupCount: 0, answersAdded: 0 })
    expect(markup).toContain('Nothing waits in the Improve inbox.')
    expect(markup).not.toContain('more open in the')
  })
})

describe('shareLinesOf', () => {
  it('draws each share in percent on days with answers only', () => {
    const lines = shareLinesOf([quietDay('2026-03-03'), busyDay])
    expect(lines.map((line) => [line.title, line.data.map((point) => [point.x.toISOString(), point.y])])).toEqual([
      ['Answered', [['2026-03-04T00:00:00.000Z', 50]]],
      ['Declined', [['2026-03-04T00:00:00.000Z', 50]]],
      ['Thumbed down', [['2026-03-04T00:00:00.000Z', 25]]],
    ])
  })
})
