import { randomInt } from 'node:crypto'
import { db } from '../../data/database.ts'
import type { oneTimeCodePurposes } from '../../data/entities/one-time-code-entity.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { constantTimeEqual, keyedHash } from '../../platform/secure-compare.ts'

export type CodePurpose = (typeof oneTimeCodePurposes)[number]

export const codeLifetimeSeconds: Record<CodePurpose, number> = {
  verifyEmail: 24 * 3600,
  resetPassword: 30 * 60,
  twoFactor: 10 * 60,
}
export const maximumFailedAttempts = 5
/** Minimum gap between two codes for the same purpose and subject. */
export const resendIntervalSeconds = 30

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

/** Creates a fresh 6-digit code (replacing any earlier one) and returns it for the email. */
export async function issueCode(purpose: CodePurpose, subject: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const sentAt = nowSeconds()
  await db()
    .entities.oneTimeCode.put({
      purpose,
      subject,
      codeHash: hashCode(purpose, subject, code),
      failedAttempts: 0,
      sentAt,
      expiresAt: sentAt + codeLifetimeSeconds[purpose],
    })
    .go()
  return code
}

/**
 * Checks a code. A missing, expired or locked code answers LINK_EXPIRED (ask for a new one); a wrong code
 * counts an attempt and answers INVALID_CODE. `consume` deletes the code once it was right.
 */
export async function verifyCode(
  purpose: CodePurpose,
  subject: string,
  code: string,
  options: { consume: boolean },
): Promise<void> {
  const { data } = await db().entities.oneTimeCode.get({ purpose, subject }).go()
  if (!data || data.expiresAt <= nowSeconds() || data.failedAttempts >= maximumFailedAttempts) {
    throw new AppError('LINK_EXPIRED')
  }
  if (!constantTimeEqual(data.codeHash, hashCode(purpose, subject, code))) {
    await db().entities.oneTimeCode.patch({ purpose, subject }).add({ failedAttempts: 1 }).go()
    if (data.failedAttempts + 1 >= maximumFailedAttempts) throw new AppError('LINK_EXPIRED')
    throw new AppError('INVALID_CODE')
  }
  if (options.consume) await db().entities.oneTimeCode.delete({ purpose, subject }).go()
}
