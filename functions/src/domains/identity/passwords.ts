import type { Profile } from '@platform/shared/contracts/users'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import type { SessionContext } from '../../platform/session.ts'
import { checkPassword, setCredentialsPassword } from './credentials.ts'
import { sendPasswordResetCode } from './emails.ts'
import { forgetLoginFailures } from './log-in.ts'
import { issueCodeUnlessCapped, verifyCode } from './one-time-codes.ts'
import { countWithinLimits, type RateWindow, uncountEvents } from './rate-limits.ts'
import { endAllSessions } from './sessions.ts'
import { findUserByEmail, findUserById, toProfile } from './users.ts'

/** Password checks a signed-in account may fail: a session held by someone else must not become a way to guess it. */
export const sessionPasswordChecks: RateWindow = { limit: 5, windowSeconds: 15 * 60 }

/**
 * Checks the password of a signed-in account (changing it, switching two-factor): the check is counted with a
 * conditional add BEFORE the password is compared (TOO_MANY_REQUESTS past the limit), and given back when right.
 */
export async function checkSessionPassword(
  user: { userId: string; email: string },
  password: string,
): Promise<boolean> {
  const window = { bucket: `session-password-checks:${user.userId}`, ...sessionPasswordChecks }
  await countWithinLimits([window])
  const correct = await checkPassword(user.email, password)
  if (correct) await uncountEvents([window])
  return correct
}

/** Emails a reset code when the account exists; the caller gets the same answer either way. */
export async function forgotPassword(email: string): Promise<void> {
  const user = await findUserByEmail(email)
  if (!user) return
  const code = await issueCodeUnlessCapped('resetPassword', user.email)
  if (code) await sendPasswordResetCode(user.email, code)
}

export async function verifyResetPassword(input: { email: string; code: string }): Promise<void> {
  await verifyCode('resetPassword', input.email, input.code, { consume: false })
}

/**
 * Sets the new password and signs out every session: whoever had the old password is out. The failed logins
 * counted against the account from the resetting address are forgotten, so the owner can log in right away.
 */
export async function resetPassword(input: {
  email: string
  code: string
  password: string
  sourceAddress: string
}): Promise<void> {
  const user = await findUserByEmail(input.email)
  if (!user) throw new AppError('LINK_EXPIRED')
  await verifyCode('resetPassword', input.email, input.code, { consume: true })
  await setCredentialsPassword(user.email, input.password)
  // The emailed code proves the address, so a reset also completes an unfinished verification.
  await db().entities.user.patch({ userId: user.userId }).set({ passwordSet: true, emailVerified: true }).go()
  await endAllSessions(user.userId)
  await forgetLoginFailures(input.email, input.sourceAddress)
}

/**
 * Changes the password and ends every other session of the account, as a reset does: a session stolen before the
 * change does not outlive it. The session that made the change stays open.
 */
export async function updatePassword(
  session: Pick<SessionContext, 'userId' | 'tokenHash'>,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(session.userId)
  if (!user) throw new AppError('UNAUTHORIZED')
  if (!user.passwordSet || !(await checkSessionPassword(user, input.oldPassword))) {
    throw new AppError('INVALID_CREDENTIALS', { message: 'Your current password is not correct.' })
  }
  await setCredentialsPassword(user.email, input.newPassword)
  await endAllSessions(user.userId, session)
}

/** First password for accounts created without one (Google sign-in); others change theirs with update-password. */
export async function setPassword(userId: string, password: string): Promise<Profile> {
  const user = await findUserById(userId)
  if (!user) throw new AppError('UNAUTHORIZED')
  if (user.passwordSet)
    throw new AppError('NOT_ENOUGH_PERMISSIONS', {
      message: 'Your account already has a password. Use change password instead.',
    })
  await setCredentialsPassword(user.email, password)
  const { data } = await db().entities.user.patch({ userId }).set({ passwordSet: true }).go({ response: 'all_new' })
  return toProfile({ ...user, ...data })
}
