/**
 * The two-factor page's resend button waits as long as the API asks (`retryAfterSeconds`), counting down so
 * the user sees when a new code can be requested.
 */

/** When the next resend may be asked for (epoch milliseconds), from the API's answer. */
export function resendAvailableAt(answer: { retryAfterSeconds: number }, now: number): number {
  return now + Math.max(0, answer.retryAfterSeconds) * 1000
}

/** Whole seconds left until `at`, rounded up so the button never says 0 while still disabled. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000))
}

/** The resend button's label. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'
}
