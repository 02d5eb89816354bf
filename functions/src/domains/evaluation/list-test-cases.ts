import type { ListTestCasesQuery, TestCasePage } from '@platform/shared/contracts/evaluation'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { listAllTestCases, toTestCaseItem } from './test-case-records.ts'

/** Lower-cased words of a search, each of which must appear in the text searched. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

export function matchesEveryWord(text: string, words: string[]): boolean {
  const lower = text.toLowerCase()
  return words.every((word) => lower.includes(word))
}

/**
 * One page of a version's test cases, newest first, each with its `idx` in the whole list. Search keeps the
 * cases whose prompt or expected completion holds every word.
 *
 * @example await listTestCases(key, { page: 1, limit: 10, search: 'refund' })
 */
export async function listTestCases(key: VersionKey, query: ListTestCasesQuery): Promise<TestCasePage> {
  await requireVersion(key)
  const words = searchWords(query.search)
  const items = (await listAllTestCases(key))
    .map((record, idx) => ({ record, idx }))
    .filter(({ record }) => matchesEveryWord(`${record.prompt}\n${record.expectedCompletion}`, words))
  const start = (query.page - 1) * query.limit
  return {
    items: items.slice(start, start + query.limit).map(({ record, idx }) => toTestCaseItem(record, idx)),
    total: items.length,
    page: query.page,
    limit: query.limit,
  }
}
