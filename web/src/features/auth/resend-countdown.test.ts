import { describe, expect, it } from 'vitest'
import { resendAvailableAt, resendLabel, secondsUntil } from './resend-countdown.ts'

describe('resend countdown', () => {
  it('waits as many seconds as the API asks', () => {
    const now = 1_000_000
    const at = resendAvailableAt({ retryAfterSeconds: 30 }, now)
    expect(secondsUntil(at, now)).toBe(30)
    expect(secondsUntil(at, now + 29_001)).toBe(1)
    expect(secondsUntil(at, now + 30_000)).toBe(0)
    expect(secondsUntil(at, now + 45_000)).toBe(0)
  })

  it('treats a negative wait as none', () => {
    expect(secondsUntil(resendAvailableAt({ retryAfterSeconds: -5 }, 0), 0)).toBe(0)
  })

  it('says how long is left, then offers the resend', () => {
    expect(resendLabel(12)).toBe('Resend code in 12 s')
    expect(resendLabel(0)).toBe('Resend code')
  })
})
