import type { TimelineEvent } from '@platform/shared/contracts/versions'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { requireVersion } from './versions.ts'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

async function queryNewestFirst(key: VersionKey, page: { limit: number; cursor?: string }) {
  try {
    return await db()
      .entities.timelineEvent.query.byVersion(key)
      .go({ order: 'desc', limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) })
  } catch (error) {
    // electrodb refuses a cursor it did not write; anything else is ours.
    if (page.cursor)
      throw new AppError('VALIDATION_FAILED', { message: 'cursor: This cursor is not valid.', cause: error })
    throw error
  }
}

/** A page of the version's events, newest first (a descending keyed query on the time-ordered sort key). */
export async function listTimeline(
  key: VersionKey,
  page: { limit: number; cursor?: string },
): Promise<{ items: TimelineEvent[]; nextCursor: string | null }> {
  await requireVersion(key)
  const result = await queryNewestFirst(key, page)
  return {
    items: result.data.map((event) => ({
      id: event.eventId,
      type: event.type,
      summary: event.summary,
      details: isRecord(event.details) ? event.details : null,
      actorId: event.actorId ?? null,
      createdAt: event.createdAt,
    })),
    nextCursor: result.cursor ?? null,
  }
}
