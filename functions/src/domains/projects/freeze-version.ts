import type { VersionSummary } from '@platform/shared/contracts/projects'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { findUserById } from '../identity/index.ts'
import { toVersionSummary } from './project-records.ts'
import { recordTimelineEvent, timelineEventTypes } from './record-timeline-event.ts'
import { requireVersion } from './versions.ts'

/**
 * Freezes a version so its content stops changing (the rule: `freezingRule` in shared/src/contracts/projects.ts,
 * enforced by `assertVersionEditable`): deployment calls this when a model trained on the version goes live, and a
 * user may freeze it by hand (`freezeVersionOnRequest`). Freezing a frozen version only updates the reason.
 *
 * @example
 * await freezeVersion(key, 'API key "Website" serves a model trained on this version', { actorId: userId })
 */
export async function freezeVersion(
  key: VersionKey,
  reason: string,
  options: { actorId?: string } = {},
): Promise<VersionSummary> {
  const version = await requireVersion(key)
  // A version frozen before `frozenAt` existed gets one now: its content has not changed since, so later is safe.
  const frozenAt = version.frozen && version.frozenAt ? version.frozenAt : new Date().toISOString()
  await db().entities.version.patch(key).set({ frozen: true, frozenReason: reason, frozenAt }).go()
  if (!version.frozen) {
    await recordTimelineEvent(key, {
      type: timelineEventTypes.versionFrozen,
      summary: `Version ${version.name} frozen: ${reason}`,
      details: { reason },
      actorId: options.actorId,
    })
  }
  return toVersionSummary({ ...version, frozen: true, frozenReason: reason, frozenAt })
}

/** `PUT /freeze`: a user with write access freezes the version by hand; the reason names them. */
export async function freezeVersionOnRequest(key: VersionKey, actorId: string): Promise<VersionSummary> {
  const actor = await findUserById(actorId)
  return freezeVersion(key, `Frozen by ${actor?.name ?? 'a project member'}`, { actorId })
}
