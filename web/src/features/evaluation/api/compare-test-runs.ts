import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** A run of the project to compare: its id and the version it belongs to. */
export interface ComparedRunReference {
  runId: string
  versionId: string
}

/** `GET .../testcases/compare`: per-case differences between two runs of the project, regressions first. */
export function compareTestRuns(
  scope: VersionScope,
  base: ComparedRunReference,
  candidate: ComparedRunReference,
  signal?: AbortSignal,
) {
  const query = {
    baseRunId: base.runId,
    baseVersionId: base.versionId,
    candidateRunId: candidate.runId,
    candidateVersionId: candidate.versionId,
  }
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.compareTestRuns, { params, query, signal }))
}

export function useTestRunComparison(
  scope: VersionScope,
  base: ComparedRunReference | undefined,
  candidate: ComparedRunReference | undefined,
) {
  return useQuery({
    queryKey: evaluationQueryKeys.comparison(scope, base?.runId ?? '', candidate?.runId ?? ''),
    queryFn: ({ signal }) =>
      base && candidate ? compareTestRuns(scope, base, candidate, signal) : Promise.resolve(null),
    enabled: hasIdentifiers(scope) && Boolean(base && candidate) && base?.runId !== candidate?.runId,
  })
}
