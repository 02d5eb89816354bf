import type { ApiCount } from '@platform/shared/contracts/deployment'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { asUpdate, cancellationCodes, type TogetherWrite, writeTogether } from '../../data/write-together.ts'
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
  if (count > limit) throw hourlyLimitReached(limit, now)
}

/**
 * `countKeyCall` as one write of the caller's admission transaction: counts the call only while the hour's count is
 * under the limit, so the transaction is refused at the limit (answer `hourlyLimitReached`).
 */
export function keyCallCountWrite(embedId: string, limit: number, now = Date.now()): TogetherWrite {
  const hourStart = hourStartOf(now)
  return asUpdate(
    db()
      .entities.deploymentCounter.upsert({
        counter: `key#${embedId}`,
        hourStart,
        expiresAt: hourStart + counterLifetimeSeconds,
      })
      .add({ count: 1 })
      .where(
        (attributes, operations) =>
          `${operations.notExists(attributes.count)} OR ${operations.lt(attributes.count, limit)}`,
      )
      .params(),
  )
}

/** The refusal of a call past the key's hourly limit (API_KEY_HOURLY_LIMIT_REACHED, 429), with when it resets. */
export function hourlyLimitReached(limit: number, now = Date.now()): AppError {
  const resetAt = new Date((hourStartOf(now) + hourSeconds) * 1000).toISOString().slice(11, 16)
  return new AppError('API_KEY_HOURLY_LIMIT_REACHED', { values: { limit: String(limit), resetAt: `${resetAt} UTC` } })
}

/**
 * The stream consumer's part for an answered call's log entry (written `uncounted` on the request path): one
 * transaction marks it counted, on condition it was not yet, and adds it to its model's hour. A redelivered record
 * changes nothing. Answers whether this call counted it.
 */
export async function countAnsweredCallOf(entry: {
  organizationId: string
  projectId: string
  versionId: string
  modelId: string
  entryId: string
  at: string
}): Promise<boolean> {
  const hourStart = hourStartOf(Date.parse(entry.at))
  try {
    await writeTogether([
      asUpdate(
        db()
          .entities.deploymentLogEntry.patch({
            organizationId: entry.organizationId,
            projectId: entry.projectId,
            versionId: entry.versionId,
            modelId: entry.modelId,
            entryId: entry.entryId,
          })
          .remove(['uncounted'])
          .where((attributes, operations) => operations.exists(attributes.uncounted))
          .params(),
      ),
      asUpdate(
        db()
          .entities.deploymentCounter.upsert({
            counter: modelCounter(entry, entry.modelId),
            hourStart,
            expiresAt: hourStart + counterLifetimeSeconds,
          })
          .add({ count: 1 })
          .params(),
      ),
    ])
    return true
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false
    throw error
  }
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
