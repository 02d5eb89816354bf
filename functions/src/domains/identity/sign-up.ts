import { randomUUID } from 'node:crypto'
import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { isBlockedEmailDomain } from './blocked-email-domains.ts'
import { createCredentials, setCredentialsPassword } from './credentials.ts'
import { sendVerificationCode } from './emails.ts'
import { issueCodeUnlessCapped } from './one-time-codes.ts'
import { findUserByEmail } from './users.ts'

/**
 * Creates an unverified account and emails a verification code. Signing up again with an email that was never
 * verified is treated as a retry (new password and name, new code), so a lost email does not lock anyone out.
 * Signing up accepts the terms and privacy policy (the sign-up page says so under its button): the account
 * records when.
 */
export async function signUp(input: { email: string; password: string; name: string }): Promise<{ email: string }> {
  if (isBlockedEmailDomain(input.email)) throw new AppError('EMAIL_DOMAIN_BLOCKED')
  const existing = await findUserByEmail(input.email)
  if (existing?.emailVerified) throw new AppError('EMAIL_ALREADY_IN_USE')
  const termsAcceptedAt = new Date().toISOString()
  if (existing) {
    await setCredentialsPassword(input.email, input.password)
    await db()
      .entities.user.patch({ userId: existing.userId })
      .set({ name: input.name, passwordSet: true, termsAcceptedAt })
      .go()
  } else {
    const userId = randomUUID()
    try {
      await db()
        .transaction.write(({ user, uniqueValue }) => [
          uniqueValue.create({ kind: 'email', value: input.email, ownerId: userId }).commit(),
          user
            .create({
              userId,
              email: input.email,
              name: input.name,
              passwordSet: true,
              emailVerified: false,
              termsAcceptedAt,
            })
            .commit(),
        ])
        .go()
        .then((result) => {
          if (result.canceled) throw new AppError('EMAIL_ALREADY_IN_USE')
        })
    } catch (error) {
      if (isConditionFailure(error)) throw new AppError('EMAIL_ALREADY_IN_USE')
      throw error
    }
    await createCredentials(input.email, input.password)
  }
  const code = await issueCodeUnlessCapped('verifyEmail', input.email)
  if (code) await sendVerificationCode(input.email, code)
  return { email: input.email }
}
