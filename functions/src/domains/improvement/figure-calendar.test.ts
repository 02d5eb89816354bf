import { describe, expect, it } from 'vitest'
import { daysEndingWith, previousWeek, weekOf } from './figure-calendar.ts'

describe('the figures calendar', () => {
  it('puts every day of a week, Sunday too, in the week of its Monday (UTC)', () => {
    expect(weekOf('2026-03-02T00:00:00Z')).toBe('2026-03-02')
    expect(weekOf('2026-03-04T12:00:00Z')).toBe('2026-03-02')
    expect(weekOf('2026-03-08T23:59:59Z')).toBe('2026-03-02')
    expect(weekOf('2026-03-09T00:00:00Z')).toBe('2026-03-09')
    expect(previousWeek('2026-03-02')).toBe('2026-02-23')
  })

  it('lists the days of a period oldest first, across a month end', () => {
    expect(daysEndingWith(new Date('2026-03-01T05:00:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
  })
})
