import {
  type KnowledgePage,
  type KnowledgeSource,
  knowledgeSources,
  type ListKnowledgeQuery,
} from '@platform/shared/contracts/knowledge'
import { countQueryItems } from '../../data/count-query.ts'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { normalizeUrl } from '../sources/index.ts'
import { countKnowledge, type KnowledgeCounterRecord } from './knowledge-counter.ts'
import { type KnowledgeRecord, listAllKnowledge, toKnowledgeItem } from './knowledge-records.ts'

/** Lower-cased words of a search, each of which must appear in the prompt or the completion. */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

interface Filters {
  words: string[]
  source?: KnowledgeSource
  sourceKey?: string
}

/** One keyed query of a filtered list: its first `count` matches, newest first, and how many match in all. */
interface FilteredQuery {
  first(count: number): Promise<KnowledgeRecord[]>
  total(): Promise<number>
}

type FilterAttributes = { searchText: unknown; sourceKey: unknown }
type FilterOperations = {
  contains(attribute: unknown, value: string): string
  eq(attribute: unknown, value: string): string
}

/** DynamoDB's filter: every word in `searchText`, and the exact source key (the key condition is only its prefix). */
function filterExpression(filters: Filters) {
  return (attributes: FilterAttributes, operations: FilterOperations) =>
    [
      ...(filters.sourceKey === undefined ? [] : [operations.eq(attributes.sourceKey, filters.sourceKey)]),
      ...filters.words.map((word) => operations.contains(attributes.searchText, word)),
    ].join(' AND ')
}

/**
 * The keyed queries that hold a filtered list: with `sourceKey`, the by-source index (gsi2) of each possible kind
 * (or the one asked); with `source` only, the source-kind index (gsi3); with a search only, the version's list
 * (gsi1). Each returns pairs newest first; DynamoDB applies the filter, so only matches reach the Lambda.
 */
function filteredQueries(key: VersionKey, filters: Filters): FilteredQuery[] {
  const knowledge = db().entities.knowledge
  const where = filterExpression(filters)
  const wrap = (query: {
    go(options: object): Promise<{ data: KnowledgeRecord[] }>
    params(): object
  }): FilteredQuery => ({
    first: async (count) => (await query.go({ order: 'desc', count, pages: 'all' })).data,
    total: () => countQueryItems(query.params()),
  })
  const filtered = filters.words.length > 0 || filters.sourceKey !== undefined
  if (filters.sourceKey !== undefined) {
    const sourceKey = filters.sourceKey
    return (filters.source ? [filters.source] : knowledgeSources).map((source) =>
      wrap(knowledge.query.bySource({ ...key, source, sourceKey }).where(where)),
    )
  }
  if (filters.source) {
    const query = knowledge.query.bySourceKind({ ...key, source: filters.source })
    return [wrap(filtered ? query.where(where) : query)]
  }
  return [wrap(knowledge.query.byListing(key).where(where))]
}

/** Newest first, as every index of the list orders: listing time, then id. */
function newestFirst(left: KnowledgeRecord, right: KnowledgeRecord): number {
  if (left.listedAt !== right.listedAt) return left.listedAt < right.listedAt ? 1 : -1
  return left.knowledgeId < right.knowledgeId ? 1 : left.knowledgeId > right.knowledgeId ? -1 : 0
}

/**
 * Where each of `records` stands in the version's whole list (its `idx`): the list's ids from the newest down to the
 * oldest of them, read as keys and ids only.
 */
async function positionsInList(key: VersionKey, records: KnowledgeRecord[]): Promise<Map<string, number>> {
  const oldest = records.at(-1)
  if (!oldest) return new Map()
  const { data } = await db()
    .entities.knowledge.query.byListing(key)
    .gte({ listedAt: oldest.listedAt, knowledgeId: oldest.knowledgeId })
    .go({ order: 'desc', pages: 'all', attributes: ['knowledgeId'] })
  return new Map(data.map((record, position) => [record.knowledgeId, position]))
}

/**
 * A filtered page from the keyed queries: each reads up to the page's last match (DynamoDB filters, so only
 * matches come back) and counts its matches (`Select: 'COUNT'`, no item data), all at once.
 */
async function listFilteredPage(key: VersionKey, filters: Filters, page: number, limit: number) {
  const queries = filteredQueries(key, filters)
  const [firsts, totals] = await Promise.all([
    Promise.all(queries.map((query) => query.first(page * limit))),
    Promise.all(queries.map((query) => query.total())),
  ])
  const start = (page - 1) * limit
  const records = firsts
    .flat()
    .sort(newestFirst)
    .slice(start, start + limit)
  const positions = await positionsInList(key, records)
  return {
    items: records.map((record) => toKnowledgeItem(record, positions.get(record.knowledgeId) ?? 0)),
    total: totals.reduce((sum, total) => sum + total, 0),
  }
}

/** The filtered list of a version whose older pairs lack `searchText` or the source-kind keys: read whole, filtered here. */
async function listFilteredInMemory(key: VersionKey, filters: Filters, page: number, limit: number) {
  const items = (await listAllKnowledge(key))
    .map((record, idx) => ({ record, idx }))
    .filter(({ record }) => !filters.source || record.source === filters.source)
    .filter(({ record }) => filters.sourceKey === undefined || record.sourceKey === filters.sourceKey)
    .filter(({ record }) => {
      if (filters.words.length === 0) return true
      const text = `${record.prompt}\n${record.completion}`.toLowerCase()
      return filters.words.every((word) => text.includes(word))
    })
  const start = (page - 1) * limit
  return {
    items: items.slice(start, start + limit).map(({ record, idx }) => toKnowledgeItem(record, idx)),
    total: items.length,
  }
}

/**
 * One page of a version's knowledge, newest first, reading only what the page needs. Without filters: a keyed query
 * on gsi1 that stops after the page (page N reads N × limit pairs) and `total` from the version's counter (one
 * GetItem). With search (every word, case-insensitive, in prompt or completion), `source` or `sourceKey`: keyed
 * queries on the index that holds the filter, DynamoDB applying the rest (`filteredQueries`). Each item carries its
 * `idx` in the unfiltered list, the position `PUT` accepts. `counter`: the counter's read, when the route started it
 * with the access check (`readKnowledgeCounter`), so the whole list is the session, one batch and one query.
 *
 * @example await listKnowledge(key, { page: 1, limit: 5, search: 'label', source: 'url' })
 */
export async function listKnowledge(
  key: VersionKey,
  query: ListKnowledgeQuery,
  counter?: Promise<KnowledgeCounterRecord | null>,
): Promise<KnowledgePage> {
  await requireVersion(key)
  const { page, limit } = query
  const words = searchWords(query.search)
  if (words.length === 0 && !query.source && query.sourceKey === undefined) {
    const [{ data }, count] = await Promise.all([
      // `limit` asks DynamoDB for that many per request; `count` keeps going past a 1 MB page until there are that many.
      db()
        .entities.knowledge.query.byListing(key)
        .go({ order: 'desc', limit: page * limit, count: page * limit }),
      countKnowledge(key, counter),
    ])
    const start = (page - 1) * limit
    const items = data.slice(start, start + limit).map((record, offset) => toKnowledgeItem(record, start + offset))
    return { items, total: count.total, page, limit }
  }
  // Links are stored normalized; a link copied from the browser (with a fragment, say) still matches.
  const sourceKey =
    query.sourceKey && /^https?:\/\//i.test(query.sourceKey) ? normalizeUrl(query.sourceKey) : query.sourceKey
  const filters: Filters = { words, source: query.source, sourceKey }
  const { indexed } = await countKnowledge(key, counter)
  const result = indexed
    ? await listFilteredPage(key, filters, page, limit)
    : await listFilteredInMemory(key, filters, page, limit)
  return { ...result, page, limit }
}
