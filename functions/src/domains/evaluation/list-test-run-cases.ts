import type { ListTestRunCasesQuery, TestRunCase, TestRunCasePage } from '@platform/shared/contracts/evaluation'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { matchesEveryWord, searchWords } from './list-test-cases.ts'
import { toTestRunCase } from './run-case-view.ts'
import { listRunCases, requireTestRun, toTestRun, versionKeyOf } from './test-run-records.ts'

/** Failures first: errors, then failed, then not yet scored, then passed. */
const statusRank: Record<TestRunCase['status'], number> = { error: 0, failed: 1, pending: 2, passed: 3 }

function sortValue(item: TestRunCase, sortBy: ListTestRunCasesQuery['sortBy']): number {
  switch (sortBy) {
    case 'status':
      return statusRank[item.status]
    case 'position':
      return item.position
    case 'latencyMs':
      return item.latencyMs ?? Number.POSITIVE_INFINITY
    case 'costUsd':
      return item.costUsd
    default:
      return item.scores?.[sortBy] ?? Number.NEGATIVE_INFINITY
  }
}

/**
 * `GET /testcases/run/{modelId}/{runId}/testcases`: one page of a run's cases. The run's cases are one keyed
 * query (bounded by the run size); search keeps cases whose prompt, expected or actual answer holds every word;
 * `sortBy` orders them (`status` by default: failures first), ties by position.
 */
export async function listTestRunCases(
  key: VersionKey & { modelId: string; runId: string },
  query: ListTestRunCasesQuery,
): Promise<TestRunCasePage> {
  await requireVersion(versionKeyOf(key))
  const runKey = { ...versionKeyOf(key), runId: key.runId }
  const run = await requireTestRun(runKey, key.modelId)
  const words = searchWords(query.search)
  const direction = query.order === 'desc' ? -1 : 1
  const items = (await listRunCases(runKey))
    .map(toTestRunCase)
    .filter((item) =>
      matchesEveryWord(`${item.prompt}\n${item.expectedCompletion}\n${item.actualCompletion ?? ''}`, words),
    )
    .sort(
      (first, second) =>
        direction * (sortValue(first, query.sortBy) - sortValue(second, query.sortBy)) ||
        first.position - second.position,
    )
  const start = (query.page - 1) * query.limit
  return {
    run: toTestRun(run),
    items: items.slice(start, start + query.limit),
    total: items.length,
    page: query.page,
    limit: query.limit,
  }
}
