import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { releaseUsage } from '../organizations/index.ts'
import { assertVersionEditable, recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import { contentItemKey, parseFields } from './content-item-records.ts'
import { capitalized } from './content-rules.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'

/**
 * Deletes one item of an editable version. The delete is conditional on the item existing, so two deletes of
 * the same item give plan usage back once. Items that referred to it (an action's page) keep the reference;
 * the console shows it as missing.
 */
export async function deleteContentItem<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  key: VersionKey,
  itemId: string,
  actorId: string,
): Promise<{ ok: true }> {
  await assertVersionEditable(key)
  let removed: { data?: unknown } | null
  try {
    const { data } = await db()
      .entities.versionContentItem.remove(contentItemKey(key, definition.contentType, itemId))
      .go({ response: 'all_old' })
    removed = data
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new AppError('NOT_FOUND', { message: `This ${definition.singular} does not exist in the version.` })
    }
    throw error
  }
  if (definition.usageItem) await releaseUsage(key.organizationId, definition.usageItem)
  const fields = removed?.data ? parseFields(definition, removed.data) : undefined
  await recordTimelineEvent(key, {
    type: timelineEventTypes.contentDeleted,
    summary: `${capitalized(definition.singular)} ${fields ? definition.label(fields, itemId) : itemId} deleted`,
    details: { section: definition.section, id: itemId, count: 1 },
    actorId,
  })
  return { ok: true }
}
