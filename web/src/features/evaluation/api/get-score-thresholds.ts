import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** `GET .../testcases/thresholds`: the version's pass thresholds per score, with the defaults. */
export function getScoreThresholds(scope: VersionScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.getScoreThresholds, { params, signal }))
}

export function useScoreThresholds(scope: VersionScope) {
  return useQuery({
    queryKey: evaluationQueryKeys.thresholds(scope),
    queryFn: ({ signal }) => getScoreThresholds(scope, signal),
    enabled: hasIdentifiers(scope),
  })
}
