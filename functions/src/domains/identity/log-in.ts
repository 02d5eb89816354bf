import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { checkPassword } from './credentials.ts'
import { sendVerificationCode } from './emails.ts'
import { issueCodeUnlessCapped } from './one-time-codes.ts'
import {
  clearWindow,
  countEvent,
  countWithinLimits,
  type LimitedWindow,
  loginLimits,
  uncountEvents,
} from './rate-limits.ts'
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

/** The windows a login attempt is counted in before its password is compared (see `loginLimits`). */
const limitedWindowsOf = (buckets: ReturnType<typeof bucketsOf>): LimitedWindow[] => [
  ...loginLimits.perAccountAndAddress.map((window) => ({ bucket: buckets.pair, ...window })),
  { bucket: buckets.address, ...loginLimits.perAddress },
]

/**
 * Email and password login. Wrong email and wrong password answer the same INVALID_CREDENTIALS. Every attempt is
 * counted as a failure BEFORE its password is compared, each window with a conditional add that refuses past its
 * limit (TOO_MANY_REQUESTS), so concurrent guesses cannot all pass a check made before the count; a correct
 * password then gives the count back. Failures slow down the account and address pair (see `loginLimits`); many
 * failures on one account from anywhere ask for a CAPTCHA when one is configured (SUSPICIOUS_ACTIVITY without a
 * valid answer), instead of locking the owner out.
 */
export async function logIn(input: {
  email: string
  password: string
  captcha?: string
  sourceAddress: string
}): Promise<SignInOutcome> {
  const buckets = bucketsOf(input.email, input.sourceAddress)
  const limited = limitedWindowsOf(buckets)
  const captchaWindow = loginLimits.captchaAfterAccountFailures
  await countWithinLimits(limited)
  const accountFailures = await countEvent(buckets.account, captchaWindow.windowSeconds)
  const counted = [...limited, { bucket: buckets.account, windowSeconds: captchaWindow.windowSeconds }]
  if (environment().RECAPTCHA_SECRET && accountFailures > captchaWindow.limit) {
    try {
      if (!input.captcha) throw new AppError('SUSPICIOUS_ACTIVITY')
      await verifyRecaptcha(input.captcha, input.sourceAddress)
    } catch (error) {
      // No password was compared: the attempt does not count.
      await uncountEvents(counted)
      throw error
    }
  }

  const user = await findUserByEmail(input.email)
  const passwordCorrect = user ? await checkPassword(input.email, input.password) : false
  if (!user || !passwordCorrect) throw new AppError('INVALID_CREDENTIALS')
  await Promise.all([forgetLoginFailures(input.email, input.sourceAddress), uncountEvents(counted.slice(-2))])
  if (!user.emailVerified) {
    const code = await issueCodeUnlessCapped('verifyEmail', user.email)
    if (code) await sendVerificationCode(user.email, code)
    throw new AppError('EMAIL_NOT_VERIFIED')
  }
  return openSession(user)
}
