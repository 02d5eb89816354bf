import { randomUUID } from 'node:crypto'
import * as z from 'zod'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { isBlockedEmailDomain } from './blocked-email-domains.ts'
import { createCredentials } from './credentials.ts'
import { openSession, type SignInOutcome } from './sessions.ts'
import { findUserByEmail } from './users.ts'

const googleUserSchema = z.object({
  sub: z.string(),
  email: z.email(),
  email_verified: z.boolean(),
  name: z.string().optional(),
})

/** Asks Google who the access token belongs to; a token Google does not accept is treated as bad credentials. */
async function fetchGoogleUser(accessToken: string) {
  let response: Response
  try {
    response = await fetch(environment().GOOGLE_USERINFO_URL, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(5_000),
    })
  } catch (error) {
    throw new AppError('DEPENDENCY_UNAVAILABLE', { cause: error })
  }
  if (response.status === 401 || response.status === 403) throw new AppError('INVALID_CREDENTIALS')
  if (!response.ok) throw new AppError('DEPENDENCY_UNAVAILABLE')
  const parsed = googleUserSchema.safeParse(await response.json())
  if (!parsed.success || !parsed.data.email_verified) throw new AppError('INVALID_CREDENTIALS')
  return parsed.data
}

/**
 * Google sign-in and sign-up in one: a verified Google email signs into the account with that email (linking
 * it) or creates one without a password. Two-factor still applies.
 */
export async function signInWithGoogle(accessToken: string): Promise<SignInOutcome> {
  const google = await fetchGoogleUser(accessToken)
  const email = google.email.toLowerCase()
  let user = await findUserByEmail(email)
  if (user) {
    const { data } = await db()
      .entities.user.patch({ userId: user.userId })
      .set({ oauthEnabled: true, googleSubject: google.sub, emailVerified: true })
      .go({ response: 'all_new' })
    user = { ...user, ...data }
  } else {
    if (isBlockedEmailDomain(email)) throw new AppError('EMAIL_DOMAIN_BLOCKED')
    const userId = randomUUID()
    const name = google.name?.trim() || email.split('@')[0] || email
    const result = await db()
      .transaction.write(({ user: users, uniqueValue }) => [
        uniqueValue.create({ kind: 'email', value: email, ownerId: userId }).commit(),
        users
          .create({
            userId,
            email,
            name,
            passwordSet: false,
            oauthEnabled: true,
            emailVerified: true,
            googleSubject: google.sub,
            // The Google button sits under the same terms line as the sign-up form.
            termsAcceptedAt: new Date().toISOString(),
          })
          .commit(),
      ])
      .go()
    if (result.canceled) throw new AppError('EMAIL_ALREADY_IN_USE')
    await createCredentials(email, undefined)
    user = await findUserByEmail(email)
    if (!user) throw new AppError('UNEXPECTED_ERROR')
  }
  return openSession(user)
}
