import { describe, expect, it } from 'vitest'
import { exceedsJsonDepth, findUnsafeString, maximumJsonDepth } from './text-safety.ts'

describe('findUnsafeString', () => {
  it('names the first unsafe string with its path, keys included', () => {
    expect(findUnsafeString({ items: [{ answer: 'ok' }, { answer: 'a\u0000b' }] })).toBe('items.1.answer')
    expect(findUnsafeString({ 'bad\ud800': 1 })).toBe('bad\ud800')
    expect(findUnsafeString('\udc00')).toBe('body')
    expect(findUnsafeString({ items: [1, true, null, 'fine'] })).toBeUndefined()
  })

  it('walks a value nested far deeper than the call stack allows without overflowing', () => {
    let value: unknown = ['\u0000']
    for (let level = 0; level < 200_000; level++) value = [value]
    expect(findUnsafeString(value)).toMatch(/^(0\.){200000}0$/)
  })
})

describe('exceedsJsonDepth', () => {
  it('counts the nesting of arrays and objects in JSON text, not brackets inside strings', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    expect(exceedsJsonDepth(nested(maximumJsonDepth))).toBe(false)
    expect(exceedsJsonDepth(nested(maximumJsonDepth + 1))).toBe(true)
    expect(exceedsJsonDepth(`{"a":${nested(maximumJsonDepth)}}`)).toBe(true)
    expect(exceedsJsonDepth(JSON.stringify({ text: `${'['.repeat(500)}\\"[[` }))).toBe(false)
    expect(exceedsJsonDepth('['.repeat(100_000))).toBe(true)
  })
})
