import { describe, expect, it } from 'vitest'
import {
  cleanPassageText,
  distinctPassages,
  formatArguments,
  formatMessageTime,
  formatScore,
  passageLink,
  passageTitle,
} from './playground-format.ts'

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

describe('retrieval passages', () => {
  it('decodes HTML entities and collapses whitespace into one clean line', () => {
    expect(cleanPassageText('Install&nbsp;it\n\n  with\u00a0\u00a0npm &amp; run it&#33; &#x27;ok&#x27;')).toBe(
      "Install it with npm & run it! 'ok'",
    )
  })

  it('leaves unknown entities and markup as text, never as HTML', () => {
    expect(cleanPassageText('a &bogus; b <img src=x onerror=alert(1)>')).toBe(
      'a &bogus; b <img src=x onerror=alert(1)>',
    )
    expect(cleanPassageText('&lt;script&gt;')).toBe('<script>')
  })

  it('lists each passage once, keeping the first (best-scored) copy', () => {
    const passages = [
      { id: 'a', text: 'Run npm install.', score: 0.9 },
      { id: 'b', text: 'Run&nbsp;npm   install.', score: 0.8 },
      { id: 'c', text: 'Something else.', score: 0.7 },
      { id: 'd', text: 'Run npm install.', score: 0.6 },
    ]
    expect(distinctPassages(passages).map((passage) => passage.id)).toEqual(['a', 'c'])
  })
})

describe('passageLink', () => {
  it('links a passage read from a web page to that page, and nothing else (issue 43, item 28)', () => {
    expect(passageLink({ source: 'url', sourceKey: 'https://docs.example.com/setup' })).toBe(
      'https://docs.example.com/setup',
    )
    expect(passageLink({ source: 'url', sourceKey: 'javascript:alert(1)' })).toBeNull()
    expect(passageLink({ source: 'knowledge', sourceKey: 'kn_123' })).toBeNull()
  })
})
