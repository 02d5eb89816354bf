import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'

export type ResyncFrequency = 'off' | 'daily' | 'weekly'

const periodDays: Record<Exclude<ResyncFrequency, 'off'>, number> = { daily: 1, weekly: 7 }

/** When a link re-synced (or set to re-sync) at `from` is next due; undefined when re-sync is off. */
export function nextResyncAt(frequency: ResyncFrequency, from: Date): string | undefined {
  if (frequency === 'off') return undefined
  return new Date(from.getTime() + periodDays[frequency] * 86_400_000).toISOString()
}

/**
 * Moves a link's place in the re-sync schedule from `previousDueAt` to `nextDueAt` (either may be absent), and
 * records the due time on the link, so the schedule item and the link agree.
 */
export async function rescheduleResync(
  key: VersionKey & { urlId: string },
  previousDueAt: string | undefined,
  nextDueAt: string | undefined,
  changes: { resync?: ResyncFrequency; lastSyncedAt?: string } = {},
): Promise<void> {
  if (previousDueAt && previousDueAt !== nextDueAt) {
    await db()
      .entities.sourceResync.delete({ schedule: 'resync', dueAt: previousDueAt, ...key })
      .go()
  }
  if (nextDueAt) {
    await db()
      .entities.sourceResync.upsert({ schedule: 'resync', dueAt: nextDueAt, ...key })
      .go()
  }
  const patch = db()
    .entities.urlSource.patch(key)
    .set({ ...changes, ...(nextDueAt ? { resyncDueAt: nextDueAt } : {}) })
  await (nextDueAt ? patch : patch.remove(['resyncDueAt'])).go()
}
