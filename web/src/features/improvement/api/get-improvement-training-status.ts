import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { improvementQueryKeys } from './improvement-query-keys.ts'

/** `GET .../improvement-training`: answers from the inbox written into the version since its latest training. */
export function getImprovementTrainingStatus(scope: VersionScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) =>
    apiClient.callRoute(routes.getImprovementTrainingStatus, { params, signal }),
  )
}

export function useImprovementTrainingStatus(scope: VersionScope) {
  return useQuery({
    queryKey: improvementQueryKeys.trainingStatus(scope),
    queryFn: ({ signal }) => getImprovementTrainingStatus(scope, signal),
    enabled: hasIdentifiers(scope),
  })
}
