import { randomUUID } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import type * as z from 'zod'
import { db } from '../../data/database.ts'
import type {
  createVersionContentItemEntity,
  VersionContentType,
} from '../../data/entities/version-content-item-entity.ts'
import { getInBatch } from '../../data/get-in-batch.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import type { ContentItem, ContentTypeDefinition } from './content-type-definition.ts'

export type ContentItemRecord = EntityItem<ReturnType<typeof createVersionContentItemEntity>>

export function contentItemKey(key: VersionKey, contentType: VersionContentType, itemId: string) {
  return {
    organizationId: key.organizationId,
    projectId: key.projectId,
    versionId: key.versionId,
    contentType,
    itemId,
  }
}

export function newContentId(): string {
  return randomUUID()
}

/**
 * Every item of one type in a version: one keyed query on the version's partition and the type's prefix. Several
 * types are read with one query over the version's content items, keeping those types (the others, FAQs above all,
 * are still read by DynamoDB but not returned): one round trip where a query per type would be several.
 */
export async function listContentRecords(
  key: VersionKey,
  contentType: VersionContentType | readonly VersionContentType[],
) {
  const versionKey = { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId }
  const types = typeof contentType === 'string' ? [contentType] : contentType
  const query = db().entities.versionContentItem.query
  const { data } =
    types.length === 1
      ? await query.byVersion({ ...versionKey, contentType: types[0] as VersionContentType }).go({ pages: 'all' })
      : await query
          .byVersion(versionKey)
          .where((attributes, operations) =>
            types.map((type) => operations.eq(attributes.contentType, type)).join(' OR '),
          )
          .go({ pages: 'all' })
  return data
}

export async function findContentRecord(key: VersionKey, contentType: VersionContentType, itemId: string) {
  return getInBatch(db().entities.versionContentItem, contentItemKey(key, contentType, itemId))
}

/** Parses fields with the type's schema; a failure is the caller's, answered VALIDATION_FAILED naming the field. */
export function parseFields<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  value: unknown,
  location = '',
  schema: z.ZodType<Fields, unknown> = definition.fields,
): Fields {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const message = parsed.error.issues
    .map((issue) => `${[location, ...issue.path.map(String)].filter(Boolean).join('.') || 'body'}: ${issue.message}`)
    .join('; ')
  throw new AppError('VALIDATION_FAILED', { message })
}

export function toContentItem<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  record: ContentItemRecord,
): ContentItem<Fields> {
  // Stored data was checked on the way in; parsing again keeps the answer true to today's schema.
  const fields = parseFields(definition, record.data, record.itemId)
  return { ...fields, id: record.itemId, createdAt: record.createdAt, updatedAt: record.updatedAt }
}

/** Batch writes go 25 at a time; anything DynamoDB leaves unprocessed is an error the caller may retry. */
export async function putContentRecords(records: ContentItemRecord[]): Promise<void> {
  if (records.length === 0) return
  const { unprocessed } = await db().entities.versionContentItem.put(records).go()
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} content items were not written; try again.`)
}

export async function deleteContentRecords(records: ContentItemRecord[]): Promise<void> {
  if (records.length === 0) return
  const { unprocessed } = await db()
    .entities.versionContentItem.delete(
      records.map((record) => contentItemKey(record, record.contentType, record.itemId)),
    )
    .go()
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} content items were not deleted; try again.`)
}
