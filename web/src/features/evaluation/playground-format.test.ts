import { describe, expect, it } from 'vitest'
import { formatArguments, formatMessageTime, formatScore, passageTitle } from './playground-format.ts'

describe('playground formatting', () => {
  it('shows scores with two decimals', () => {
    expect(formatScore(0.8349)).toBe('0.83')
    expect(formatScore(1)).toBe('1.00')
    expect(formatScore(Number.NaN)).toBe('—')
  })

  it('indents function arguments as JSON', () => {
    expect(formatArguments({ orderId: 'A-17', notify: true })).toBe('{\n  "orderId": "A-17",\n  "notify": true\n}')
    expect(formatArguments({})).toBe('{}')
  })

  it('names a passage by its title, else by where it came from', () => {
    expect(passageTitle({ title: 'Resetting a password', sourceKey: 'k1', source: 'knowledge' })).toBe(
      'Resetting a password',
    )
    expect(passageTitle({ title: '  ', sourceKey: 'https://help.example.com/reset', source: 'url' })).toBe(
      'https://help.example.com/reset',
    )
    expect(passageTitle({ title: null, sourceKey: '', source: 'file' })).toBe('File')
  })

  it('shows the time of a message, and nothing for an unreadable one', () => {
    expect(formatMessageTime('2026-03-03T14:05:00.000Z', 'en-GB', 'UTC')).toBe('14:05')
    expect(formatMessageTime('later', 'en-GB', 'UTC')).toBe('')
  })
})
