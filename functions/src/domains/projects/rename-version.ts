import type { VersionSummary } from '@platform/shared/contracts/projects'
import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { displayName, normalizedProjectName, toVersionSummary, versionNameGuardValue } from './project-records.ts'
import { recordTimelineEvent, timelineEventTypes } from './record-timeline-event.ts'
import { requireVersion } from './versions.ts'

/**
 * Renames a version. Names are unique in the project whatever their case, held by a guard item swapped in the
 * same transaction as the rename. A name is not content, so frozen versions can be renamed.
 */
export async function renameVersion(key: VersionKey, newName: string, actorId: string): Promise<VersionSummary> {
  const version = await requireVersion(key)
  const name = displayName(newName)
  if (normalizedProjectName(name) === normalizedProjectName(version.name)) {
    await db().entities.version.patch(key).set({ name }).go()
  } else {
    try {
      const result = await db()
        .transaction.write(({ uniqueValue, version: versionEntity }) => [
          uniqueValue
            .create({ kind: 'versionName', value: versionNameGuardValue(key, name), ownerId: key.versionId })
            .commit(),
          uniqueValue.delete({ kind: 'versionName', value: versionNameGuardValue(key, version.name) }).commit(),
          versionEntity.patch(key).set({ name }).commit(),
        ])
        .go()
      if (result.canceled) throw new AppError('DUPLICATE_NAME')
    } catch (error) {
      if (isConditionFailure(error)) throw new AppError('DUPLICATE_NAME')
      throw error
    }
  }
  if (name !== version.name) {
    await recordTimelineEvent(key, {
      type: timelineEventTypes.versionRenamed,
      summary: `Version renamed from ${version.name} to ${name}`,
      details: { from: version.name, to: name },
      actorId,
    })
  }
  return toVersionSummary({ ...version, name })
}
