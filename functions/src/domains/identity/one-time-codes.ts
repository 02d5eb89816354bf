import { randomInt } from 'node:crypto'
import { db, isConditionFailure } from '../../data/database.ts'
import type { oneTimeCodePurposes } from '../../data/entities/one-time-code-entity.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { constantTimeEqual, keyedHash } from '../../platform/secure-compare.ts'
import { countWithinLimits, type LimitedWindow, uncountEvents } from './rate-limits.ts'

export type CodePurpose = (typeof oneTimeCodePurposes)[number]

export const codeLifetimeSeconds: Record<CodePurpose, number> = {
  verifyEmail: 24 * 3600,
  resetPassword: 30 * 60,
  twoFactor: 10 * 60,
}
export const maximumFailedAttempts = 5
/** Minimum gap between two codes for the same purpose and subject. */
export const resendIntervalSeconds = 30
/**
 * Per account (the code's subject) and day, across purposes: a new code resets its five attempts, so without a daily
 * cap one account could be guessed at five tries per code, a code every 30 seconds, all day long.
 */
export const dailyCodeLimits = { issued: 10, failedVerifications: 20 }
const day = 24 * 60 * 60

const issuedWindow = (subject: string): LimitedWindow => ({
  bucket: `one-time-codes-issued:${subject}`,
  limit: dailyCodeLimits.issued,
  windowSeconds: day,
})
const failedWindow = (subject: string): LimitedWindow => ({
  bucket: `one-time-code-failures:${subject}`,
  limit: dailyCodeLimits.failedVerifications,
  windowSeconds: day,
})

function hashCode(purpose: CodePurpose, subject: string, code: string): string {
  return keyedHash(environment().CODE_SIGNING_SECRET, `${purpose}:${subject}:${code}`)
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Seconds until a new code may be sent, 0 when it may be sent now. */
export async function secondsUntilResend(purpose: CodePurpose, subject: string): Promise<number> {
  const { data } = await db().entities.oneTimeCode.get({ purpose, subject }).go()
  if (!data) return 0
  return Math.max(0, data.sentAt + resendIntervalSeconds - nowSeconds())
}

/**
 * Creates a fresh 6-digit code (replacing any earlier one) and returns it for the email, or undefined when a code
 * went out less than `resendIntervalSeconds` ago and is still usable: the replacement is one conditional put, so
 * concurrent requests send one code between them. Counts against the subject's daily cap (TOO_MANY_REQUESTS).
 */
export async function issueCode(purpose: CodePurpose, subject: string): Promise<string | undefined> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const sentAt = nowSeconds()
  await countWithinLimits([issuedWindow(subject)])
  try {
    await db()
      .entities.oneTimeCode.put({
        purpose,
        subject,
        codeHash: hashCode(purpose, subject, code),
        failedAttempts: 0,
        sentAt,
        expiresAt: sentAt + codeLifetimeSeconds[purpose],
      })
      .where(
        (attributes, operations) =>
          `${operations.notExists(attributes.codeHash)} OR ${operations.lte(attributes.sentAt, sentAt - resendIntervalSeconds)} OR ${operations.gte(attributes.failedAttempts, maximumFailedAttempts)}`,
      )
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    await uncountEvents([issuedWindow(subject)])
    return undefined
  }
  return code
}

/**
 * Takes one attempt of the code before comparing it: a conditional add that only succeeds while the code exists,
 * has not expired and has attempts left, so N concurrent guesses compare at most `maximumFailedAttempts` of them.
 * Answers the code's hash as stored and the attempts taken with this one, or LINK_EXPIRED (missing, consumed,
 * expired or locked: ask for a new one).
 */
async function takeAttempt(
  purpose: CodePurpose,
  subject: string,
): Promise<{ codeHash: string; failedAttempts: number }> {
  try {
    const { data } = await db()
      .entities.oneTimeCode.patch({ purpose, subject })
      .add({ failedAttempts: 1 })
      .where(
        (attributes, operations) =>
          `${operations.lt(attributes.failedAttempts, maximumFailedAttempts)} AND ${operations.gt(attributes.expiresAt, nowSeconds())}`,
      )
      .go({ response: 'all_new' })
    return { codeHash: data.codeHash as string, failedAttempts: data.failedAttempts as number }
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('LINK_EXPIRED')
    throw error
  }
}

/**
 * Checks a code. A missing, expired or locked code answers LINK_EXPIRED (ask for a new one); a wrong code answers
 * INVALID_CODE, and TOO_MANY_REQUESTS once the subject's failed verifications of the day are used up. The attempt
 * and one of the day's failed verifications are taken before the comparison; the latter is given back when the code
 * was right. `consume` deletes the code once it was right, conditional on it
 * being the same code still there, so one code opens one reset or one session however many requests carry it.
 */
export async function verifyCode(
  purpose: CodePurpose,
  subject: string,
  code: string,
  options: { consume: boolean },
): Promise<void> {
  // Both counts are taken before the comparison: the code's own attempts, then the subject's failures of the day
  // (a request refused by either compares nothing).
  const stored = await takeAttempt(purpose, subject)
  await countWithinLimits([failedWindow(subject)])
  const codeHash = hashCode(purpose, subject, code)
  if (!constantTimeEqual(stored.codeHash, codeHash)) {
    // The last attempt used up: the code is locked now, say so rather than invite a sixth try.
    throw new AppError(stored.failedAttempts >= maximumFailedAttempts ? 'LINK_EXPIRED' : 'INVALID_CODE')
  }
  await uncountEvents([failedWindow(subject)])
  const sameCode = db().entities.oneTimeCode
  try {
    if (options.consume) {
      await sameCode
        .delete({ purpose, subject })
        .where((attributes, operations) => operations.eq(attributes.codeHash, codeHash))
        .go()
    } else {
      await sameCode
        .patch({ purpose, subject })
        .subtract({ failedAttempts: 1 })
        .where((attributes, operations) => operations.eq(attributes.codeHash, codeHash))
        .go()
    }
  } catch (error) {
    // Another request carrying the same code consumed it first (or a new code replaced it).
    if (isConditionFailure(error)) throw new AppError('LINK_EXPIRED')
    throw error
  }
}

/**
 * `issueCode` for answers that must not change with the daily cap (forgot password must answer the same whether
 * the account exists): undefined when the cap or the resend interval holds the code back.
 */
export async function issueCodeUnlessCapped(purpose: CodePurpose, subject: string): Promise<string | undefined> {
  try {
    return await issueCode(purpose, subject)
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return undefined
    throw error
  }
}

/**
 * A check without a stored code (an authenticator app's code) still counts against the subject's daily failed
 * verifications, taken before `check` runs and given back when it passed: INVALID_CODE when it fails,
 * TOO_MANY_REQUESTS once the day's failures are used up.
 */
export async function verifyCountedCheck(subject: string, check: () => boolean): Promise<void> {
  await countWithinLimits([failedWindow(subject)])
  if (!check()) throw new AppError('INVALID_CODE')
  await uncountEvents([failedWindow(subject)])
}
