import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { assertVersionEditable, recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import { contentItemKey, findContentRecord, parseFields, toContentItem } from './content-item-records.ts'
import { capitalized } from './content-rules.ts'
import type { ContentItem, ContentTypeDefinition } from './content-type-definition.ts'
import { assertUniqueContentName } from './unique-content-name.ts'

/**
 * Changes the fields given (PUT on the collection with the item's `id`); omitted fields keep their value and
 * the merged item is checked as a whole. An id cannot change: delete and add instead.
 */
export async function updateContentItem<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  key: VersionKey,
  input: Record<string, unknown> & { id: string },
  actorId: string,
): Promise<ContentItem<Fields>> {
  await assertVersionEditable(key)
  const { id, ...changes } = input
  const notFound = new AppError('NOT_FOUND', { message: `This ${definition.singular} does not exist in the version.` })
  const existing = await findContentRecord(key, definition.contentType, id)
  if (!existing) throw notFound
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
  const fields = parseFields(definition, { ...parseFields(definition, existing.data), ...given })
  await assertUniqueContentName(definition, key, fields, id)
  await definition.checkReferences?.(key, fields)
  const updatedAt = new Date().toISOString()
  try {
    // patch refuses an item deleted since it was read, so an update never brings a deleted item back.
    await db()
      .entities.versionContentItem.patch(contentItemKey(key, definition.contentType, id))
      .set({ data: fields, updatedBy: actorId, updatedAt })
      .go()
  } catch (error) {
    if (isConditionFailure(error)) throw notFound
    throw error
  }
  await recordTimelineEvent(key, {
    type: timelineEventTypes.contentUpdated,
    summary: `${capitalized(definition.singular)} ${definition.label(fields, id)} updated`,
    details: { section: definition.section, id, fields: Object.keys(given) },
    actorId,
  })
  return toContentItem(definition, { ...existing, data: fields, updatedBy: actorId, updatedAt })
}
