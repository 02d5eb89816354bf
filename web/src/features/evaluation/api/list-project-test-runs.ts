import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** `GET .../projects/{projectId}/test-runs`: the latest runs of every version and model of the project. */
export function listProjectTestRuns(scope: VersionScope, signal?: AbortSignal) {
  const project = { organizationId: scope.organizationId, projectId: scope.projectId }
  return withIdentifiers(project, (params) => apiClient.callRoute(routes.listProjectTestRuns, { params, signal }))
}

/**
 * `finishedHere`: how many runs of the version on screen have finished; a new one reads the list again, so the run
 * that just finished can be chosen at once.
 */
export function useProjectTestRuns(scope: VersionScope, finishedHere: number) {
  return useQuery({
    queryKey: [...evaluationQueryKeys.projectRuns(scope), finishedHere],
    queryFn: ({ signal }) => listProjectTestRuns(scope, signal),
    enabled: hasIdentifiers(scope),
  })
}
