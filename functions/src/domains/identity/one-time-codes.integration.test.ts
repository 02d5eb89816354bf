import { describe, expect, it, vi } from 'vitest'
import { localPlatformForThisFile } from '../../../../tests/support/platform-for-this-file.ts'
import { db } from '../../data/database.ts'
import {
  dailyCodeLimits,
  issueCode,
  maximumFailedAttempts,
  resendIntervalSeconds,
  verifyCode,
} from './one-time-codes.ts'

localPlatformForThisFile()

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')
const codesOf = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'ok' : (outcome.reason as { code?: string }).code))

/** Moves the clock on by more than the resend interval, within the same day. */
function laterBy(seconds: number) {
  vi.setSystemTime(new Date(Date.now() + seconds * 1000))
}

describe('one-time codes under concurrency', () => {
  it('compares at most five of 40 wrong guesses sent at once, then locks', async () => {
    const subject = 'burst@example.com'
    const code = (await issueCode('resetPassword', subject)) ?? ''
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => verifyCode('resetPassword', subject, wrongFor(code), { consume: false })),
    )
    const { data } = await db().entities.oneTimeCode.get({ purpose: 'resetPassword', subject }).go()
    expect(data?.failedAttempts).toBe(maximumFailedAttempts)
    expect(codesOf(outcomes).filter((answer) => answer === 'INVALID_CODE')).toHaveLength(maximumFailedAttempts - 1)
    await expect(verifyCode('resetPassword', subject, code, { consume: true })).rejects.toMatchObject({
      code: 'LINK_EXPIRED',
    })
  })

  it('lets a right code through once, however many requests carry it at the same moment', async () => {
    const subject = 'user-consumed-once'
    const code = (await issueCode('twoFactor', subject)) ?? ''
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => verifyCode('twoFactor', subject, code, { consume: true })),
    )
    expect(codesOf(outcomes).filter((answer) => answer === 'ok')).toHaveLength(1)
  })

  it('sends one code when many ask for one at the same moment', async () => {
    const issued = await Promise.all(Array.from({ length: 10 }, () => issueCode('verifyEmail', 'asks@example.com')))
    expect(issued.filter((code) => code !== undefined)).toHaveLength(1)
  })
})

describe('daily caps per account', () => {
  it('issues at most the daily number of codes, a resend interval apart or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T08:00:00Z') })
    const subject = 'many-codes@example.com'
    for (let index = 0; index < dailyCodeLimits.issued; index += 1) {
      expect(await issueCode('resetPassword', subject)).toMatch(/^\d{6}$/)
      laterBy(resendIntervalSeconds + 1)
    }
    await expect(issueCode('resetPassword', subject)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' })
  })

  it('refuses further verifications once the day’s failed ones are used up, even with a fresh code', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T08:00:00Z') })
    const subject = 'many-guesses@example.com'
    let failures = 0
    while (failures < dailyCodeLimits.failedVerifications) {
      const code = (await issueCode('resetPassword', subject)) ?? ''
      for (let attempt = 0; attempt < maximumFailedAttempts - 1; attempt += 1) {
        await expect(verifyCode('resetPassword', subject, wrongFor(code), { consume: false })).rejects.toMatchObject({
          code: 'INVALID_CODE',
        })
        failures += 1
      }
      laterBy(resendIntervalSeconds + 1)
    }
    const code = (await issueCode('resetPassword', subject)) ?? ''
    await expect(verifyCode('resetPassword', subject, code, { consume: true })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    })
  })
})
