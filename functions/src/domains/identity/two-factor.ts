import type { Profile } from '@platform/shared/contracts/users'
import * as OTPAuth from 'otpauth'
import { AppError } from '../../platform/app-error.ts'
import { createSession, deleteSession, type SessionContext } from '../../platform/session.ts'
import { sendTwoFactorCode } from './emails.ts'
import { issueCode, secondsUntilResend, verifyCode, verifyCountedCheck } from './one-time-codes.ts'
import { findUserById, toProfile } from './users.ts'

const issuer = 'Assistant Platform'

export function totpFor(secret: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  })
}

/** True when the code matches the authenticator secret now or one period either side (clock drift). */
export function checkTotp(secret: string, label: string, code: string): boolean {
  return totpFor(secret, label).validate({ token: code, window: 1 }) !== null
}

/**
 * Completes a two-factor login: the pending session is replaced by a new active one, so the token that was
 * handed out before the second factor never becomes a full session.
 */
export async function verifyOneTimePassword(
  session: SessionContext,
  otp: string,
): Promise<{ token: string; profile: Profile }> {
  const user = await findUserById(session.userId)
  if (!user) throw new AppError('UNAUTHORIZED')
  if (user.twoFactorMethod === 'totp' && user.totpSecret) {
    const secret = user.totpSecret
    await verifyCountedCheck(user.userId, () => checkTotp(secret, user.email, otp))
  } else {
    await verifyCode('twoFactor', user.userId, otp, { consume: true })
  }
  await deleteSession(session.tokenHash)
  const { token } = await createSession(user.userId, 'active')
  return { token, profile: toProfile(user) }
}

/** Emails a new code unless one was sent moments ago; says how long to wait either way. */
export async function resendOneTimePassword(
  session: SessionContext,
): Promise<{ sent: boolean; retryAfterSeconds: number }> {
  const user = await findUserById(session.userId)
  if (!user) throw new AppError('UNAUTHORIZED')
  const code = await issueCode('twoFactor', user.userId)
  if (code) await sendTwoFactorCode(user.email, code)
  return { sent: code !== undefined, retryAfterSeconds: await secondsUntilResend('twoFactor', user.userId) }
}
