import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { pollWhileUnfinished } from '../../../components/jobs/job-polling.ts'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** `GET .../testcases/run/all/{modelId}`: every run of the model, oldest first, for the pass-rate chart. */
export function listAllTestRuns(scope: VersionScope, modelId: string, signal?: AbortSignal) {
  return withIdentifiers({ ...scope, modelId }, (params) =>
    apiClient.callRoute(routes.listAllTestRuns, { params, signal }),
  )
}

export function useTestRunHistory(scope: VersionScope, modelId: string | undefined) {
  return useQuery({
    queryKey: evaluationQueryKeys.runHistory(scope, modelId ?? ''),
    queryFn: ({ signal }) => listAllTestRuns(scope, modelId ?? '', signal),
    enabled: hasIdentifiers(scope) && Boolean(modelId),
    // A run started from the page joins the chart once it finishes.
    refetchInterval: (query) => pollWhileUnfinished(query.state.data, (run) => run.status),
  })
}
