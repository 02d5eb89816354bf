import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** `GET .../testcases/compare`: per-case differences between two runs, regressions first. */
export function compareTestRuns(scope: VersionScope, baseRunId: string, candidateRunId: string, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) =>
    apiClient.callRoute(routes.compareTestRuns, { params, query: { baseRunId, candidateRunId }, signal }),
  )
}

export function useTestRunComparison(scope: VersionScope, baseRunId: string, candidateRunId: string) {
  return useQuery({
    queryKey: evaluationQueryKeys.comparison(scope, baseRunId, candidateRunId),
    queryFn: ({ signal }) => compareTestRuns(scope, baseRunId, candidateRunId, signal),
    enabled: hasIdentifiers(scope) && baseRunId !== '' && candidateRunId !== '' && baseRunId !== candidateRunId,
  })
}
