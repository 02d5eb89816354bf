import type { VersionKey } from '../../data/version-scope.ts'
import { listContentRecords, toContentItem } from './content-item-records.ts'
import { compareNewestFirst } from './content-rules.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'

/** The type's section of an export document: each item's id and fields, without times or authors. */
export async function exportContentItems<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  key: VersionKey,
): Promise<Array<Fields & { id: string }>> {
  return (await listContentRecords(key, definition.contentType))
    .map((record) => toContentItem(definition, record))
    .sort(compareNewestFirst)
    .map(({ createdAt: _createdAt, updatedAt: _updatedAt, ...item }) => item as unknown as Fields & { id: string })
}
