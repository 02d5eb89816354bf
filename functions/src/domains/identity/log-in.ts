import { AppError } from '../../platform/app-error.ts'
import { checkPassword } from './credentials.ts'
import { sendVerificationCode } from './emails.ts'
import { issueCode, secondsUntilResend } from './one-time-codes.ts'
import { assertUnderLimit, countEvent, loginLimits } from './rate-limits.ts'
import { openSession, type SignInOutcome } from './sessions.ts'
import { findUserByEmail } from './users.ts'

/**
 * Email and password login. Wrong email and wrong password answer the same INVALID_CREDENTIALS; failures are
 * counted per account and per address, and past the limit further tries are refused for the window.
 */
export async function logIn(input: { email: string; password: string; sourceAddress: string }): Promise<SignInOutcome> {
  const accountBucket = `login-failures:account:${input.email}`
  const addressBucket = `login-failures:address:${input.sourceAddress}`
  await assertUnderLimit(accountBucket, loginLimits.perAccount.limit, loginLimits.perAccount.windowSeconds)
  await assertUnderLimit(addressBucket, loginLimits.perAddress.limit, loginLimits.perAddress.windowSeconds)

  const user = await findUserByEmail(input.email)
  const passwordCorrect = user ? await checkPassword(input.email, input.password) : false
  if (!user || !passwordCorrect) {
    await countEvent(accountBucket, loginLimits.perAccount.windowSeconds)
    await countEvent(addressBucket, loginLimits.perAddress.windowSeconds)
    throw new AppError('INVALID_CREDENTIALS')
  }
  if (!user.emailVerified) {
    if ((await secondsUntilResend('verifyEmail', user.email)) === 0) {
      await sendVerificationCode(user.email, await issueCode('verifyEmail', user.email))
    }
    throw new AppError('EMAIL_NOT_VERIFIED')
  }
  return openSession(user)
}
