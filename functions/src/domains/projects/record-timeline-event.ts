import { randomBytes } from 'node:crypto'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { logger } from '../../platform/logger.ts'

/**
 * Known event types, `area.verb`. Other domains add theirs (`training.started`, `deployment.created`…); the
 * timeline shows any type, so adding one needs no change here.
 */
export const timelineEventTypes = {
  versionCreated: 'version.created',
  versionRenamed: 'version.renamed',
  versionFrozen: 'version.frozen',
  versionUnfrozen: 'version.unfrozen',
  versionImported: 'version.imported',
  appInfoUpdated: 'appInfo.updated',
  contentAdded: 'content.added',
  contentUpdated: 'content.updated',
  contentDeleted: 'content.deleted',
  jobQueued: 'job.queued',
  jobFinished: 'job.finished',
} as const

export interface TimelineEventInput {
  type: string
  /** One sentence a person reads, e.g. "3 pages added" or "Version renamed from v1 to Launch". */
  summary: string
  /** Small structured facts (counts, ids, names); not for bodies of content. */
  details?: Record<string, unknown>
  actorId?: string
}

/** Sortable by time first, then unique: two events in the same millisecond keep both. */
export function newTimelineEventId(at: Date = new Date()): string {
  return `${at.toISOString()}#${randomBytes(4).toString('hex')}`
}

/**
 * Adds an event to a version's timeline. A timeline is the record of changes, never a reason to fail one:
 * the change has already happened when this runs, so a failed write is logged and swallowed.
 *
 * @example
 * await recordTimelineEvent(key, { type: 'content.added', summary: '12 URLs added', details: { count: 12 }, actorId })
 */
export async function recordTimelineEvent(key: VersionKey, event: TimelineEventInput): Promise<void> {
  const at = new Date()
  try {
    await db()
      .entities.timelineEvent.create({
        organizationId: key.organizationId,
        projectId: key.projectId,
        versionId: key.versionId,
        eventId: newTimelineEventId(at),
        type: event.type,
        summary: event.summary,
        ...(event.details ? { details: event.details } : {}),
        ...(event.actorId ? { actorId: event.actorId } : {}),
        createdAt: at.toISOString(),
      })
      .go()
  } catch (error) {
    logger.error('timeline event not recorded', { error, type: event.type, versionId: key.versionId })
  }
}
