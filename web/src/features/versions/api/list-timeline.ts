import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** `GET .../versions/{versionId}/timeline`: the version's events, newest first. */
export function listTimeline(scope: VersionScope, limit: number, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) =>
    apiClient.callRoute(routes.listTimeline, { params, query: { limit }, signal }),
  )
}

export function useTimeline(scope: VersionScope, limit = 10) {
  return useQuery({
    queryKey: [...projectQueryKeys.version(scope), 'timeline', limit],
    queryFn: ({ signal }) => listTimeline(scope, limit, signal),
    enabled: hasIdentifiers(scope),
  })
}
