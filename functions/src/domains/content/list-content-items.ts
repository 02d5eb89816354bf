import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { listContentRecords, toContentItem } from './content-item-records.ts'
import { compareNewestFirst, type ListWindow, matchesSearch, pageOf } from './content-rules.ts'
import type { ContentItem, ContentTypeDefinition } from './content-type-definition.ts'

/**
 * A page of a version's items of one type, newest first. Search filters the result of one keyed query on the
 * version's partition (never a table scan); plan limits keep a version's items of one type to hundreds.
 */
export async function listContentItems<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  key: VersionKey,
  query: ListWindow & { search?: string },
): Promise<{ items: ContentItem<Fields>[]; total: number; page: number; limit: number }> {
  await requireVersion(key)
  const items = (await listContentRecords(key, definition.contentType))
    .map((record) => toContentItem(definition, record))
    .filter((item) => matchesSearch(query.search, [item.id, ...definition.searchText(item)]))
    .sort(compareNewestFirst)
  return pageOf(items, query)
}
