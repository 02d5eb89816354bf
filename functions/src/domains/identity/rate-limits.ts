import { db, isConditionFailure } from '../../data/database.ts'
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

/** Counts one event in the bucket's current window (atomic add; the item expires after the window); answers the count. */
export async function countEvent(bucket: string, windowSeconds: number): Promise<number> {
  const { key, expiresAt } = windowOf(bucket, windowSeconds)
  const { data } = await db()
    .entities.rateCounter.upsert({ ...key, expiresAt })
    .add({ count: 1 })
    .go({ response: 'all_new' })
  return data.count
}

export interface LimitedWindow extends RateWindow {
  bucket: string
}

/** Counts one event in the window only while it stays within the limit: one conditional add. False when full. */
async function countIfRoom({ bucket, limit, windowSeconds }: LimitedWindow): Promise<boolean> {
  const { key, expiresAt } = windowOf(bucket, windowSeconds)
  try {
    await db()
      .entities.rateCounter.upsert({ ...key, expiresAt })
      .add({ count: 1 })
      .where(
        (attributes, operations) =>
          `${operations.notExists(attributes.count)} OR ${operations.lt(attributes.count, limit)}`,
      )
      .go()
    return true
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}

/**
 * Counts one event in every window before the action it limits is tried, each a conditional add that refuses past
 * its limit (never a read, then a compare, then a write: concurrent requests could all pass the read). When any
 * window is full the others are given back and TOO_MANY_REQUESTS thrown.
 */
export async function countWithinLimits(windows: LimitedWindow[]): Promise<void> {
  const counted = await Promise.all(windows.map(countIfRoom))
  if (counted.every(Boolean)) return
  await uncountEvents(windows.filter((_window, index) => counted[index]))
  throw new AppError('TOO_MANY_REQUESTS')
}

/** Gives back an event counted ahead (the action turned out not to count: a right code, a correct password). */
export async function uncountEvents(windows: Array<Pick<LimitedWindow, 'bucket' | 'windowSeconds'>>): Promise<void> {
  await Promise.all(
    windows.map(async ({ bucket, windowSeconds }) => {
      // A patch: a window that rolled over or was cleared in between has nothing to give back.
      await db()
        .entities.rateCounter.patch(windowOf(bucket, windowSeconds).key)
        .subtract({ count: 1 })
        .where((attributes, operations) => operations.gt(attributes.count, 0))
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error
        })
    }),
  )
}

/** Forgets the bucket's current window (after a successful login or a password reset). */
export async function clearWindow(bucket: string, windowSeconds: number): Promise<void> {
  await db().entities.rateCounter.delete(windowOf(bucket, windowSeconds).key).go()
}
