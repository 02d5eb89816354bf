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
  if (method === 'email') {
    // A code sent moments ago (a second login) is still good; the daily cap answers TOO_MANY_REQUESTS.
    const code = await issueCode('twoFactor', user.userId)
    if (code) await sendTwoFactorCode(user.email, code)
  }
  const { token } = await createSession(user.userId, 'twoFactorPending')
  return { token, twoFactorRequired: true, twoFactorMethod: method, profile: null }
}

/**
 * Ends every session of a user, e.g. after a password reset; `keep` names the one session to leave open (the one
 * that changed the password).
 */
export async function endAllSessions(userId: string, keep?: { tokenHash: string }): Promise<void> {
  const sessions = await db().entities.session.query.byUser({ userId }).go({ pages: 'all' })
  const ended = sessions.data.filter((session) => session.tokenHash !== keep?.tokenHash)
  if (ended.length === 0) return
  await db()
    .entities.session.delete(ended.map((session) => ({ tokenHash: session.tokenHash })))
    .go()
}
