import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { releaseUsage, reserveUsage } from '../organizations/index.ts'
import { assertVersionEditable, recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import { newContentId, parseFields, toContentItem } from './content-item-records.ts'
import { capitalized } from './content-rules.ts'
import type { ContentItem, ContentTypeDefinition } from './content-type-definition.ts'
import { assertUniqueContentName } from './unique-content-name.ts'

/**
 * Adds an item to an editable version. Plan usage is reserved before the write and given back if the write
 * fails; the write itself refuses an id the version already holds (DUPLICATE_NAME).
 */
export async function createContentItem<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  key: VersionKey,
  input: Record<string, unknown> & { id?: string },
  actorId: string,
): Promise<ContentItem<Fields>> {
  await assertVersionEditable(key)
  const { id: chosenId, ...rest } = input
  const fields = parseFields(definition, rest)
  const itemId = definition.idSource === 'chosen' ? chosenId : newContentId()
  if (!itemId) throw new AppError('VALIDATION_FAILED', { message: 'id: Enter an id.' })
  await assertUniqueContentName(definition, key, fields, itemId)
  await definition.checkReferences?.(key, fields)
  if (definition.usageItem) await reserveUsage(key.organizationId, definition.usageItem)
  let created: Awaited<ReturnType<typeof writeItem>>
  try {
    created = await writeItem()
  } catch (error) {
    if (definition.usageItem) await releaseUsage(key.organizationId, definition.usageItem)
    if (isConditionFailure(error)) {
      throw new AppError('DUPLICATE_NAME', { message: `A ${definition.singular} with this id already exists.` })
    }
    throw error
  }
  const item = toContentItem(definition, created)
  await recordTimelineEvent(key, {
    type: timelineEventTypes.contentAdded,
    summary: `${capitalized(definition.singular)} ${definition.label(fields, itemId)} added`,
    details: { section: definition.section, id: itemId, count: 1 },
    actorId,
  })
  return item

  async function writeItem() {
    const now = new Date().toISOString()
    const { data } = await db()
      .entities.versionContentItem.create({
        ...key,
        contentType: definition.contentType,
        itemId: itemId as string,
        data: fields,
        createdBy: actorId,
        updatedBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .go()
    return data
  }
}
