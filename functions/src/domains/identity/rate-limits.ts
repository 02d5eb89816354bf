import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'

/** Failed logins allowed per account and per address within the window before further tries are refused. */
export const loginLimits = {
  perAccount: { limit: 10, windowSeconds: 15 * 60 },
  perAddress: { limit: 50, windowSeconds: 15 * 60 },
}

function windowOf(windowSeconds: number): { windowStart: number; expiresAt: number } {
  const now = Math.floor(Date.now() / 1000)
  const windowStart = now - (now % windowSeconds)
  return { windowStart, expiresAt: windowStart + windowSeconds * 2 }
}

/** Throws TOO_MANY_REQUESTS when the bucket already reached its limit in the current window. */
export async function assertUnderLimit(bucket: string, limit: number, windowSeconds: number): Promise<void> {
  const { windowStart } = windowOf(windowSeconds)
  const { data } = await db().entities.rateCounter.get({ bucket, windowStart }).go()
  if (data && data.count >= limit) throw new AppError('TOO_MANY_REQUESTS')
}

/** Counts one event in the bucket's current window (atomic add; the item expires after the window). */
export async function countEvent(bucket: string, windowSeconds: number): Promise<void> {
  const { windowStart, expiresAt } = windowOf(windowSeconds)
  await db().entities.rateCounter.upsert({ bucket, windowStart, expiresAt }).add({ count: 1 }).go()
}
