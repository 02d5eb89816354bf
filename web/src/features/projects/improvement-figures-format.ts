import type { ImprovementDay } from '@platform/shared/contracts/improvement-figures'

/** One line of the dashboard's chart: a share of each day's answers, in percent, on days that had answers. */
export interface ShareLine {
  title: string
  type: 'line'
  data: Array<{ x: Date; y: number }>
}

const shareLines: Array<{ title: string; share: 'answeredShare' | 'declinedShare' | 'thumbsDownShare' }> = [
  { title: 'Answered', share: 'answeredShare' },
  { title: 'Declined', share: 'declinedShare' },
  { title: 'Thumbed down', share: 'thumbsDownShare' },
]

/**
 * The chart's three lines from the figures' days. A day without answers has no share and is left out of every line
 * rather than drawn at 0% (nobody asked; nothing was declined).
 */
export function shareLinesOf(days: readonly ImprovementDay[]): ShareLine[] {
  return shareLines.map(({ title, share }) => ({
    title,
    type: 'line',
    data: days.flatMap((day) => {
      const value = day[share]
      return value === null ? [] : [{ x: new Date(`${day.day}T00:00:00Z`), y: Math.round(value * 1000) / 10 }]
    }),
  }))
}

/** `2026-03-04` as the chart's axis and the summary write it (UTC, the figures' days). */
export function formatFigureDay(value: Date): string {
  return value.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
}

/** Sums of the period: what the figures' header reports beside the chart. */
export function periodTotals(days: readonly ImprovementDay[]) {
  const answers = days.reduce((total, day) => total + day.answers, 0)
  const declined = days.reduce((total, day) => total + day.declined, 0)
  const thumbsDown = days.reduce((total, day) => total + day.thumbsDown, 0)
  const percent = (part: number) => (answers > 0 ? `${Math.round((part / answers) * 100)}%` : '—')
  return { answers, declined: percent(declined), thumbsDown: percent(thumbsDown) }
}
