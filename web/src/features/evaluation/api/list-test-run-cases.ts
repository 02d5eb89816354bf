import type { ListTestRunCasesQuery } from '@platform/shared/contracts/evaluation'
import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

export type TestRunCaseQuery = Partial<ListTestRunCasesQuery>

/** `GET .../testcases/run/{modelId}/{runId}/testcases`: one page of a run's results, failures first by default. */
export function listTestRunCases(
  scope: VersionScope,
  run: { modelId: string; runId: string },
  query: TestRunCaseQuery,
  signal?: AbortSignal,
) {
  return withIdentifiers({ ...scope, ...run }, (params) =>
    apiClient.callRoute(routes.listTestRunCases, { params, query, signal }),
  )
}

/**
 * Refreshes while the run is still scoring, so results appear as they come, and reads them again whenever the
 * run's progress or status changes: the run list sees a run finish, and a page read just before its last cases
 * were scored would otherwise keep showing "Not scored yet" until a reload (issue 43).
 */
export function useTestRunCases(
  scope: VersionScope,
  run: { modelId: string; runId: string; unfinished: boolean; status: string; completed: number },
  query: TestRunCaseQuery,
) {
  return useQuery({
    queryKey: evaluationQueryKeys.runCases(scope, run.runId, { ...query, progress: `${run.status}:${run.completed}` }),
    queryFn: ({ signal }) => listTestRunCases(scope, { modelId: run.modelId, runId: run.runId }, query, signal),
    enabled: hasIdentifiers(scope),
    placeholderData: keepPreviousData,
    refetchInterval: run.unfinished ? 2_000 : false,
  })
}
