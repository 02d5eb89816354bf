import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { pollWhileUnfinished } from '../../../components/jobs/job-polling.ts'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** `GET .../testcases/run/{modelId}`: the model's latest runs, newest first, with progress and summary. */
export function listTestRuns(scope: VersionScope, modelId: string, signal?: AbortSignal) {
  return withIdentifiers({ ...scope, modelId }, (params) =>
    apiClient.callRoute(routes.listTestRuns, { params, signal }),
  )
}

/** Polls every two seconds while a run is queued or running: the progress bar moves by itself. */
export function useTestRuns(scope: VersionScope, modelId: string | undefined) {
  return useQuery({
    queryKey: evaluationQueryKeys.modelRuns(scope, modelId ?? ''),
    queryFn: ({ signal }) => listTestRuns(scope, modelId ?? '', signal),
    enabled: hasIdentifiers(scope) && Boolean(modelId),
    refetchInterval: (query) => pollWhileUnfinished(query.state.data, (run) => run.status),
    refetchIntervalInBackground: true,
  })
}
