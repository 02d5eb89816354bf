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

/**
 * The window's length is part of the counter's key: windows of one bucket start at the same second whenever the
 * longer length is a multiple of the shorter (the minute starting at 19:30:00 and the quarter hour starting there),
 * and one shared counter would count each event once per window.
 */
function windowOf(bucket: string, windowSeconds: number) {
  const now = Math.floor(Date.now() / 1000)
  const windowStart = now - (now % windowSeconds)
  return { key: { bucket: `${bucket}:per-${windowSeconds}s`, windowStart }, expiresAt: windowStart + windowSeconds * 2 }
}

/** How many events the bucket counted in its current window. */
export async function countInWindow(bucket: string, windowSeconds: number): Promise<number> {
  const { data } = await db().entities.rateCounter.get(windowOf(bucket, windowSeconds).key).go()
  return data?.count ?? 0
}

/** Throws TOO_MANY_REQUESTS when the bucket already reached its limit in the current window. */
export async function assertUnderLimit(bucket: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await countInWindow(bucket, windowSeconds)) >= limit) throw new AppError('TOO_MANY_REQUESTS')
}

/** Counts one event in the bucket's current window (atomic add; the item expires after the window). */
export async function countEvent(bucket: string, windowSeconds: number): Promise<void> {
  const { key, expiresAt } = windowOf(bucket, windowSeconds)
  await db()
    .entities.rateCounter.upsert({ ...key, expiresAt })
    .add({ count: 1 })
    .go()
}

/** Forgets the bucket's current window (after a successful login or a password reset). */
export async function clearWindow(bucket: string, windowSeconds: number): Promise<void> {
  await db().entities.rateCounter.delete(windowOf(bucket, windowSeconds).key).go()
}
