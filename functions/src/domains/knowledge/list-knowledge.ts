import type { KnowledgePage, ListKnowledgeQuery } from '@platform/shared/contracts/knowledge'
import { countQueryItems } from '../../data/count-query.ts'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { normalizeUrl } from '../sources/index.ts'
import { listAllKnowledge, toKnowledgeItem } from './knowledge-records.ts'

/** Lower-cased words of a search, each of which must appear in the prompt or the completion. */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * One page of the unfiltered list, newest first, without reading the whole version: the keyed query on gsi1 stops
 * after the page's last item (page N reads N × limit items), and `total` is DynamoDB's count of the same query
 * (`Select: 'COUNT'`, no item data), both at once. An item's `idx` is its position in that list.
 */
async function listKnowledgePage(key: VersionKey, page: number, limit: number): Promise<KnowledgePage> {
  const listing = db().entities.knowledge.query.byListing(key)
  const [{ data }, total] = await Promise.all([
    // `limit` asks DynamoDB for that many per request; `count` keeps going past a 1 MB page until there are that many.
    listing.go({ order: 'desc', limit: page * limit, count: page * limit }),
    countQueryItems(listing.params()),
  ])
  const start = (page - 1) * limit
  return {
    items: data.slice(start, start + limit).map((record, offset) => toKnowledgeItem(record, start + offset)),
    total,
    page,
    limit,
  }
}

/**
 * One page of a version's knowledge, newest first. Without filters, a keyed query that reads up to the page
 * (`listKnowledgePage`). With search (every word, case-insensitive, in prompt or completion), `source` or
 * `sourceKey`, the version's pairs are read whole (one keyed query on gsi1, all pages) and filtered, then `page`
 * and `limit` cut the result. Each item carries its `idx` in the unfiltered list, the position `PUT` accepts.
 *
 * @example await listKnowledge(key, { page: 1, limit: 5, search: 'label', source: 'url' })
 */
export async function listKnowledge(key: VersionKey, query: ListKnowledgeQuery): Promise<KnowledgePage> {
  await requireVersion(key)
  const words = searchWords(query.search)
  if (words.length === 0 && !query.source && query.sourceKey === undefined)
    return listKnowledgePage(key, query.page, query.limit)
  // Links are stored normalized; a link copied from the browser (with a fragment, say) still matches.
  const sourceKey =
    query.sourceKey && /^https?:\/\//i.test(query.sourceKey) ? normalizeUrl(query.sourceKey) : query.sourceKey
  const items = (await listAllKnowledge(key))
    .map((record, idx) => ({ record, idx }))
    .filter(({ record }) => !query.source || record.source === query.source)
    .filter(({ record }) => sourceKey === undefined || record.sourceKey === sourceKey)
    .filter(({ record }) => {
      if (words.length === 0) return true
      const text = `${record.prompt}\n${record.completion}`.toLowerCase()
      return words.every((word) => text.includes(word))
    })
  const start = (query.page - 1) * query.limit
  return {
    items: items.slice(start, start + query.limit).map(({ record, idx }) => toKnowledgeItem(record, idx)),
    total: items.length,
    page: query.page,
    limit: query.limit,
  }
}
