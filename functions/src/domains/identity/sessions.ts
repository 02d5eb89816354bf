import type { Profile } from '@platform/shared/contracts/users'
import { db } from '../../data/database.ts'
import { createSession } from '../../platform/session.ts'
import { sendTwoFactorCode } from './emails.ts'
import { issueCode } from './one-time-codes.ts'
import { toProfile, type UserRecord } from './users.ts'

export interface SignInOutcome {
  token: string
  twoFactorRequired: boolean
  twoFactorMethod: 'email' | 'totp' | null
  profile: Profile | null
}

/**
 * Opens a session after the first factor. Users with two-factor get a session held in `twoFactorPending`
 * (it only reaches the OTP routes) and, for the email method, a fresh code by email.
 */
export async function openSession(user: UserRecord): Promise<SignInOutcome> {
  if (!user.twoFactorEnabled) {
    const { token } = await createSession(user.userId, 'active')
    return { token, twoFactorRequired: false, twoFactorMethod: null, profile: toProfile(user) }
  }
  const method = user.twoFactorMethod ?? 'email'
  const { token } = await createSession(user.userId, 'twoFactorPending')
  if (method === 'email') await sendTwoFactorCode(user.email, await issueCode('twoFactor', user.userId))
  return { token, twoFactorRequired: true, twoFactorMethod: method, profile: null }
}

/** Ends every session of a user, e.g. after a password reset. */
export async function endAllSessions(userId: string): Promise<void> {
  const sessions = await db().entities.session.query.byUser({ userId }).go({ pages: 'all' })
  if (sessions.data.length === 0) return
  await db()
    .entities.session.delete(sessions.data.map((session) => ({ tokenHash: session.tokenHash })))
    .go()
}
