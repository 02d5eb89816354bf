import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'

/** `GET .../testcases/run/{modelId}/{runId}/export`: a run's results as CSV or as a promptfoo configuration. */
export function exportTestRun(
  scope: VersionScope,
  run: { modelId: string; runId: string },
  format: 'csv' | 'promptfoo',
) {
  return withIdentifiers({ ...scope, ...run }, (params) =>
    apiClient.callRoute(routes.exportTestRun, {
      params,
      query: { format, ...(format === 'promptfoo' ? { endpoint: window.location.origin } : {}) },
    }),
  )
}

export function useExportTestRun(scope: VersionScope) {
  return useMutation({
    mutationFn: async ({ run, format }: { run: { modelId: string; runId: string }; format: 'csv' | 'promptfoo' }) =>
      requireAnswer(await exportTestRun(scope, run, format)),
  })
}
