import { describe, expect, it } from 'vitest'
import { readableCode } from './sentence-encoder.ts'

describe('readableCode', () => {
  it('turns code spans into the words they name', () => {
    expect(readableCode('Use `redis.scanStream()`, which wraps `SCAN` in a readable stream.')).toBe(
      'Use redis scan Stream, which wraps SCAN in a readable stream.',
    )
  })

  it('reads fenced code blocks as words and leaves prose alone', () => {
    expect(readableCode('Set it:\n```js\nnew Redis({ keyPrefix: "foo:" })\n```\nThen call set.')).toBe(
      'Set it:\nnew Redis key Prefix foo\nThen call set.',
    )
    expect(readableCode('How do I connect over TLS?')).toBe('How do I connect over TLS?')
  })
})
