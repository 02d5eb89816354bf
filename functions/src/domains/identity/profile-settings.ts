import type { Profile } from '@platform/shared/contracts/users'
import * as OTPAuth from 'otpauth'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { sendTwoFactorCode } from './emails.ts'
import { issueCode, verifyCode } from './one-time-codes.ts'
import { checkSessionPassword } from './passwords.ts'
import { checkTotp, totpFor } from './two-factor.ts'
import { findUserById, toProfile } from './users.ts'

async function requireUser(userId: string) {
  const user = await findUserById(userId)
  if (!user) throw new AppError('UNAUTHORIZED')
  return user
}

export async function updateProfile(userId: string, input: { name: string }): Promise<Profile> {
  const user = await requireUser(userId)
  const { data } = await db().entities.user.patch({ userId }).set({ name: input.name }).go({ response: 'all_new' })
  return toProfile({ ...user, ...data })
}

/** Creates an authenticator secret kept aside until a code from the app confirms it. */
export async function beginTotpSetup(userId: string): Promise<{ secret: string; otpauthUrl: string }> {
  const user = await requireUser(userId)
  const secret = new OTPAuth.Secret({ size: 20 }).base32
  await db().entities.user.patch({ userId }).set({ pendingTotpSecret: secret }).go()
  return { secret, otpauthUrl: totpFor(secret, user.email).toString() }
}

/**
 * Switching email codes on must be done by the account's owner, not by whoever holds a session for a moment: it
 * asks for the current password, or (accounts without one, such as Google sign-ins) a code emailed now, which also
 * proves the mailbox receives the codes that will be needed at every login.
 */
async function assertEmailTwoFactorConfirmed(
  user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  input: { otp?: string; password?: string },
): Promise<void> {
  if (user.passwordSet) {
    if (!(input.password && (await checkSessionPassword(user, input.password))))
      throw new AppError('INVALID_CREDENTIALS', {
        message: 'Enter your current password to turn on two-factor authentication.',
      })
    return
  }
  if (input.otp) {
    await verifyCode('twoFactor', user.userId, input.otp, { consume: true })
    return
  }
  const code = await issueCode('twoFactor', user.userId)
  if (code) await sendTwoFactorCode(user.email, code)
  throw new AppError('VALIDATION_FAILED', {
    message: 'otp: We emailed you a code. Enter it to turn on two-factor authentication.',
  })
}

export async function updateTwoFactor(
  userId: string,
  input:
    | { enabled: true; method: 'email' | 'totp'; otp?: string; password?: string }
    | { enabled: false; password?: string },
): Promise<Profile> {
  const user = await requireUser(userId)
  if (!input.enabled) {
    // Switching protection off asks for the password when the account has one.
    if (user.passwordSet && !(input.password && (await checkSessionPassword(user, input.password)))) {
      throw new AppError('INVALID_CREDENTIALS', {
        message: 'Enter your current password to turn off two-factor authentication.',
      })
    }
    const { data } = await db()
      .entities.user.patch({ userId })
      .set({ twoFactorEnabled: false })
      .remove(['twoFactorMethod', 'totpSecret', 'pendingTotpSecret'])
      .go({ response: 'all_new' })
    return toProfile({ ...user, ...data })
  }
  if (input.method === 'totp') {
    if (!user.pendingTotpSecret)
      throw new AppError('VALIDATION_FAILED', { message: 'otp: Start the authenticator setup first.' })
    if (!input.otp || !checkTotp(user.pendingTotpSecret, user.email, input.otp)) throw new AppError('INVALID_CODE')
    const { data } = await db()
      .entities.user.patch({ userId })
      .set({ twoFactorEnabled: true, twoFactorMethod: 'totp', totpSecret: user.pendingTotpSecret })
      .remove(['pendingTotpSecret'])
      .go({ response: 'all_new' })
    return toProfile({ ...user, ...data })
  }
  await assertEmailTwoFactorConfirmed(user, input)
  const { data } = await db()
    .entities.user.patch({ userId })
    .set({ twoFactorEnabled: true, twoFactorMethod: 'email' })
    .remove(['totpSecret', 'pendingTotpSecret'])
    .go({ response: 'all_new' })
  return toProfile({ ...user, ...data })
}
