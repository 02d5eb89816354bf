import { describe, expect, it } from 'vitest'
import { AbbreviationIndex } from './abbreviations.ts'
import { contentTerms } from './text-tokens.ts'

function indexOf(...texts: string[]): AbbreviationIndex {
  return new AbbreviationIndex(texts, texts.flatMap(contentTerms))
}

describe('AbbreviationIndex', () => {
  const index = indexOf(
    'Parse comma-separated values into arrays.',
    'Encode in Shift_JIS with the qs-iconv package.',
    'Numbers and booleans are returned as strings.',
    'Set a time to live on a key.',
    'The interface, the internal queue and the interval.',
  )

  it('reads initials as the run of words they spell, stop words inside the run included', () => {
    expect(index.expand('csv')).toEqual(contentTerms('comma separated values'))
    expect(index.expand('TTL')).toEqual(contentTerms('time to live'))
    expect(index.spelledOut('CSV')).toBe('comma separated values')
  })

  it('reads a run whose last word is written whole', () => {
    expect(index.expand('sjis')).toEqual(contentTerms('shift jis'))
  })

  it('reads a clipped word as the one known word it begins', () => {
    expect(index.expand('bools')).toEqual(['boolean'])
  })

  it('gives nothing for a prefix of many words or of none', () => {
    expect(index.expand('inter')).toEqual([])
    expect(index.expand('zebra')).toEqual([])
    expect(index.spelledOut('bools')).toBeUndefined()
  })

  it('gives nothing for initials that spell too many different runs to choose', () => {
    const ambiguous = indexOf('start server', 'stop service', 'send signal', 'save state')
    expect(ambiguous.spelledOut('ss')).toBeUndefined()
  })
})

describe('AbbreviationIndex names', () => {
  it('prefers runs written as one name over runs that merely share initials', () => {
    const index = indexOf(
      'Use axios to send the User-Agent header.',
      'Use axios in the browser. Use axios in Node. Use axios with fetch. Use axios anywhere.',
    )
    expect(index.spelledOut('UA')).toBe('user agent')
  })

  it('reads a number written whole at the end of a name', () => {
    expect(indexOf('Requests over HTTP/2 need the http2 option.').spelledOut('h2')).toBe('http 2')
  })

  it('takes a run spelled out before its abbreviation in brackets', () => {
    const index = indexOf(
      'Keys expire after their time to live (TTL).',
      'Take the lead, try the loop, tell the log, test the limit.',
    )
    expect(index.spelledOut('ttl')).toBe('time to live')
  })
})
