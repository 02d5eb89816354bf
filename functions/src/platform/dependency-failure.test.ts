import { describe, expect, it } from 'vitest'
import { isDependencyFailure } from './dependency-failure.ts'

describe('isDependencyFailure', () => {
  it('recognises refused connections, timeouts and 5xx answers, also wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })
    expect(isDependencyFailure(refused)).toBe(true)
    expect(isDependencyFailure(new Error('wrapped', { cause: refused }))).toBe(true)
    expect(isDependencyFailure(new AggregateError([refused]))).toBe(true)
    expect(isDependencyFailure(Object.assign(new Error('x'), { name: 'TimeoutError' }))).toBe(true)
    expect(isDependencyFailure(Object.assign(new Error('x'), { $metadata: { httpStatusCode: 503 } }))).toBe(true)
  })

  it('leaves our own bugs and client mistakes alone', () => {
    expect(isDependencyFailure(new TypeError('undefined is not a function'))).toBe(false)
    expect(
      isDependencyFailure(
        Object.assign(new Error('x'), { name: 'ValidationException', $metadata: { httpStatusCode: 400 } }),
      ),
    ).toBe(false)
    expect(isDependencyFailure(undefined)).toBe(false)
  })
})
