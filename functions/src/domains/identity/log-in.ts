import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { checkPassword } from './credentials.ts'
import { sendVerificationCode } from './emails.ts'
import { issueCode, secondsUntilResend } from './one-time-codes.ts'
import { assertUnderLimit, clearWindow, countEvent, countInWindow, loginLimits } from './rate-limits.ts'
import { openSession, type SignInOutcome } from './sessions.ts'
import { findUserByEmail } from './users.ts'
import { verifyRecaptcha } from './verify-recaptcha.ts'

const bucketsOf = (email: string, sourceAddress: string) => ({
  pair: `login-failures:pair:${email.toLowerCase()}:${sourceAddress}`,
  address: `login-failures:address:${sourceAddress}`,
  account: `login-failures:account:${email.toLowerCase()}`,
})

/**
 * Forgets the failed logins of an account from one address: after a successful login, and after a password reset
 * from that address, so an owner who was slowed down by someone else's guesses is never kept out.
 */
export async function forgetLoginFailures(email: string, sourceAddress: string): Promise<void> {
  const { pair } = bucketsOf(email, sourceAddress)
  await Promise.all(loginLimits.perAccountAndAddress.map((window) => clearWindow(pair, window.windowSeconds)))
}

/**
 * Email and password login. Wrong email and wrong password answer the same INVALID_CREDENTIALS. Failures slow down
 * the account and address pair (see `loginLimits`); many failures on one account from anywhere ask for a CAPTCHA
 * when one is configured (SUSPICIOUS_ACTIVITY without a valid answer), instead of locking the owner out.
 */
export async function logIn(input: {
  email: string
  password: string
  captcha?: string
  sourceAddress: string
}): Promise<SignInOutcome> {
  const buckets = bucketsOf(input.email, input.sourceAddress)
  for (const window of loginLimits.perAccountAndAddress)
    await assertUnderLimit(buckets.pair, window.limit, window.windowSeconds)
  await assertUnderLimit(buckets.address, loginLimits.perAddress.limit, loginLimits.perAddress.windowSeconds)
  const captchaWindow = loginLimits.captchaAfterAccountFailures
  if (
    environment().RECAPTCHA_SECRET &&
    (await countInWindow(buckets.account, captchaWindow.windowSeconds)) >= captchaWindow.limit
  ) {
    if (!input.captcha) throw new AppError('SUSPICIOUS_ACTIVITY')
    await verifyRecaptcha(input.captcha, input.sourceAddress)
  }

  const user = await findUserByEmail(input.email)
  const passwordCorrect = user ? await checkPassword(input.email, input.password) : false
  if (!user || !passwordCorrect) {
    await Promise.all([
      ...loginLimits.perAccountAndAddress.map((window) => countEvent(buckets.pair, window.windowSeconds)),
      countEvent(buckets.address, loginLimits.perAddress.windowSeconds),
      countEvent(buckets.account, captchaWindow.windowSeconds),
    ])
    throw new AppError('INVALID_CREDENTIALS')
  }
  await forgetLoginFailures(input.email, input.sourceAddress)
  if (!user.emailVerified) {
    if ((await secondsUntilResend('verifyEmail', user.email)) === 0) {
      await sendVerificationCode(user.email, await issueCode('verifyEmail', user.email))
    }
    throw new AppError('EMAIL_NOT_VERIFIED')
  }
  return openSession(user)
}
