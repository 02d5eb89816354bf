import type { ApiCount } from '@platform/shared/contracts/deployment'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'

const hourSeconds = 3600
/** Counters are read for the last 24 hours; two days keeps the oldest hour of a chart until it scrolls away. */
const counterLifetimeSeconds = 48 * hourSeconds

function hourStartOf(milliseconds: number): number {
  const seconds = Math.floor(milliseconds / 1000)
  return seconds - (seconds % hourSeconds)
}

async function addOne(counter: string, now: number): Promise<number> {
  const hourStart = hourStartOf(now)
  const { data } = await db()
    .entities.deploymentCounter.upsert({ counter, hourStart, expiresAt: hourStart + counterLifetimeSeconds })
    .add({ count: 1 })
    .go({ response: 'all_new' })
  return data.count
}

function modelCounter(key: VersionKey, modelId: string): string {
  return `model#${key.organizationId}/${key.projectId}/${key.versionId}/${modelId}`
}

/**
 * Counts one call against the key's hourly limit (an atomic add that returns the new count, so concurrent calls
 * cannot both take the last slot) and refuses the call past it: call `limit` passes, call `limit + 1` is a 429.
 */
export async function countKeyCall(embedId: string, limit: number, now = Date.now()): Promise<void> {
  const count = await addOne(`key#${embedId}`, now)
  if (count > limit) {
    const resetAt = new Date((hourStartOf(now) + hourSeconds) * 1000).toISOString().slice(11, 16)
    throw new AppError('API_KEY_HOURLY_LIMIT_REACHED', { values: { limit: String(limit), resetAt: `${resetAt} UTC` } })
  }
}

/** Counts one answered call of a model for the 24-hour chart. */
export async function countAnsweredCall(key: VersionKey, modelId: string, now = Date.now()): Promise<void> {
  await addOne(modelCounter(key, modelId), now)
}

/** The model's answered calls per hour over the last 24 hours (one query over at most 24 items). */
export async function readLast24Hours(key: VersionKey, modelId: string, now = Date.now()): Promise<ApiCount> {
  const current = hourStartOf(now)
  const first = current - 23 * hourSeconds
  const { data } = await db()
    .entities.deploymentCounter.query.byCounter({ counter: modelCounter(key, modelId) })
    .between({ hourStart: first }, { hourStart: current })
    .go({ pages: 'all' })
  const counts = new Map(data.map((item) => [item.hourStart, item.count]))
  const hours = Array.from({ length: 24 }, (_unused, index) => {
    const hourStart = first + index * hourSeconds
    return { hourStart: new Date(hourStart * 1000).toISOString(), count: counts.get(hourStart) ?? 0 }
  })
  return { hours, total: hours.reduce((sum, hour) => sum + hour.count, 0) }
}
