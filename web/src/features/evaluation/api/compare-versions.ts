import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

/** `GET .../versions/{versionId}/compare`: two versions side by side (knowledge changes, settings, latest runs). */
export function compareVersions(
  scope: VersionScope,
  baseVersionId: string,
  candidateVersionId: string,
  signal?: AbortSignal,
) {
  return withIdentifiers({ ...scope, versionId: baseVersionId }, (params) =>
    apiClient.callRoute(routes.compareVersions, { params, query: { candidateVersionId }, signal }),
  )
}

export function useVersionComparison(scope: VersionScope, baseVersionId: string, candidateVersionId: string) {
  return useQuery({
    queryKey: evaluationQueryKeys.versionComparison(scope, baseVersionId, candidateVersionId),
    queryFn: ({ signal }) => compareVersions(scope, baseVersionId, candidateVersionId, signal),
    enabled:
      hasIdentifiers(scope) &&
      baseVersionId !== '' &&
      candidateVersionId !== '' &&
      baseVersionId !== candidateVersionId,
  })
}
