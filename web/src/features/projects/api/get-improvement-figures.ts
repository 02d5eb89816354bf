import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { ProjectScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from './project-query-keys.ts'

/**
 * `GET …/projects/{projectId}/improvement-figures`: the project's answers per day (shares given, declined, thumbed
 * down), the answers added from the "Improve" inbox and its top open groups, for the project dashboard.
 */
export function useImprovementFigures(scope: ProjectScope, days: number) {
  return useQuery({
    queryKey: [...projectQueryKeys.one(scope), 'improvement-figures', days] as const,
    queryFn: ({ signal }) =>
      withIdentifiers(scope, (params) =>
        apiClient.callRoute(routes.getImprovementFigures, { params, query: { days }, signal }),
      ),
    enabled: hasIdentifiers(scope),
  })
}
