import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'

export interface RateWindow {
  limit: number
  windowSeconds: number
}

/**
 * Failed logins allowed before further tries are refused (TOO_MANY_REQUESTS), counted per account and address
 * pair so that an attacker who knows someone's email cannot lock the owner out from the owner's own address.
 * The pair's windows grow (5 a minute, 10 a quarter hour, 30 a day): a backoff that slows guessing to a crawl
 * while a person who mistyped waits a minute. Per address alone, 50 a quarter hour stops spraying many accounts.
 * Per account, across addresses, failures only make a CAPTCHA necessary (when one is configured).
 */
export const loginLimits = {
  perAccountAndAddress: [
    { limit: 5, windowSeconds: 60 },
    { limit: 10, windowSeconds: 15 * 60 },
    { limit: 30, windowSeconds: 24 * 60 * 60 },
  ] satisfies RateWindow[],
  perAddress: { limit: 50, windowSeconds: 15 * 60 } satisfies RateWindow,
  captchaAfterAccountFailures: { limit: 5, windowSeconds: 15 * 60 } satisfies RateWindow,
}

function windowOf(windowSeconds: number): { windowStart: number; expiresAt: number } {
  const now = Math.floor(Date.now() / 1000)
  const windowStart = now - (now % windowSeconds)
  return { windowStart, expiresAt: windowStart + windowSeconds * 2 }
}

/** How many events the bucket counted in its current window. */
export async function countInWindow(bucket: string, windowSeconds: number): Promise<number> {
  const { windowStart } = windowOf(windowSeconds)
  const { data } = await db().entities.rateCounter.get({ bucket, windowStart }).go()
  return data?.count ?? 0
}

/** Throws TOO_MANY_REQUESTS when the bucket already reached its limit in the current window. */
export async function assertUnderLimit(bucket: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await countInWindow(bucket, windowSeconds)) >= limit) throw new AppError('TOO_MANY_REQUESTS')
}

/** Counts one event in the bucket's current window (atomic add; the item expires after the window). */
export async function countEvent(bucket: string, windowSeconds: number): Promise<void> {
  const { windowStart, expiresAt } = windowOf(windowSeconds)
  await db().entities.rateCounter.upsert({ bucket, windowStart, expiresAt }).add({ count: 1 }).go()
}

/** Forgets the bucket's current window (after a successful login or a password reset). */
export async function clearWindow(bucket: string, windowSeconds: number): Promise<void> {
  const { windowStart } = windowOf(windowSeconds)
  await db().entities.rateCounter.delete({ bucket, windowStart }).go()
}
