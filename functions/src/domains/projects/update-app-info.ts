import type { AppInfo, AppInfoFields } from '@platform/shared/contracts/versions'
import type { VersionKey } from '../../data/version-scope.ts'
import { appInfoFieldsOf, findAppInfo, toAppInfo, writeAppInfo } from './app-info-records.ts'
import { recordTimelineEvent, timelineEventTypes } from './record-timeline-event.ts'
import { assertVersionEditable } from './versions.ts'

/** Saves the fields given (the others keep their value). App info seeds prompts, so a frozen version refuses it. */
export async function updateAppInfo(
  key: VersionKey,
  changes: Partial<AppInfoFields>,
  actorId: string,
): Promise<AppInfo> {
  await assertVersionEditable(key)
  const current = appInfoFieldsOf(await findAppInfo(key))
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
  const next: AppInfoFields = { ...current, ...given }
  const changed = (Object.keys(next) as Array<keyof AppInfoFields>).filter((field) => next[field] !== current[field])
  const record = await writeAppInfo(key, next, actorId)
  if (changed.length > 0) {
    await recordTimelineEvent(key, {
      type: timelineEventTypes.appInfoUpdated,
      summary: `App info updated: ${changed.join(', ')}`,
      details: { fields: changed },
      actorId,
    })
  }
  return toAppInfo(key, record)
}
