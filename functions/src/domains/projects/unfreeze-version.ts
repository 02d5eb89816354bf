import type { VersionSummary } from '@platform/shared/contracts/projects'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { toVersionSummary } from './project-records.ts'
import { recordTimelineEvent, timelineEventTypes } from './record-timeline-event.ts'
import { requireVersion } from './versions.ts'

/**
 * Lets a frozen version change again (spec: "data unfrozen"). What is deployed keeps serving the model it has;
 * later edits simply no longer match it until the next training. Unfreezing an editable version changes nothing.
 */
export async function unfreezeVersion(key: VersionKey, actorId: string): Promise<VersionSummary> {
  const version = await requireVersion(key)
  if (!version.frozen) return toVersionSummary(version)
  await db().entities.version.patch(key).set({ frozen: false }).remove(['frozenReason', 'frozenAt']).go()
  await recordTimelineEvent(key, {
    type: timelineEventTypes.versionUnfrozen,
    summary: `Version ${version.name} unfrozen`,
    details: version.frozenReason ? { previousReason: version.frozenReason } : undefined,
    actorId,
  })
  return toVersionSummary({ ...version, frozen: false, frozenReason: undefined, frozenAt: undefined })
}
