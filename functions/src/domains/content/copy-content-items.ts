import type { VersionKey } from '../../data/version-scope.ts'
import { listContentRecords, parseFields } from './content-item-records.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'
import { mergeContentItems } from './merge-content-items.ts'

/** Copies every item of the type from one version into another, keeping ids, authors and times. */
export async function copyContentItems<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  from: VersionKey,
  to: VersionKey,
): Promise<number> {
  const records = await listContentRecords(from, definition.contentType)
  return mergeContentItems(
    definition,
    to,
    records.map((record) => ({
      id: record.itemId,
      fields: parseFields(definition, record.data, record.itemId),
      createdBy: record.createdBy,
      updatedBy: record.updatedBy,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    })),
  )
}
