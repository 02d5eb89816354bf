import { describe, expect, it } from 'vitest'
import { formatDate } from './format-date.ts'

describe('formatDate', () => {
  it('shows day, short month and year', () => {
    expect(formatDate('2026-03-03T23:30:00.000Z', 'en-GB', 'UTC')).toBe('3 Mar 2026')
  })

  it('shows an unreadable value as it came', () => {
    expect(formatDate('not a date', 'en-GB', 'UTC')).toBe('not a date')
  })
})
