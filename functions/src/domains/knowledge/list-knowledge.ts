import type { KnowledgePage, ListKnowledgeQuery } from '@platform/shared/contracts/knowledge'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { normalizeUrl } from '../sources/index.ts'
import { listAllKnowledge, toKnowledgeItem } from './knowledge-records.ts'

/** Lower-cased words of a search, each of which must appear in the prompt or the completion. */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * One page of a version's knowledge, newest first. The version's pairs are one keyed query (gsi1); search
 * (every word, case-insensitive, in prompt or completion), `source` and `sourceKey` filter that list, then
 * `page` and `limit` cut it. Each item carries its `idx` in the unfiltered list, the position `PUT` accepts.
 *
 * @example await listKnowledge(key, { page: 1, limit: 5, search: 'label', source: 'url' })
 */
export async function listKnowledge(key: VersionKey, query: ListKnowledgeQuery): Promise<KnowledgePage> {
  await requireVersion(key)
  const words = searchWords(query.search)
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
