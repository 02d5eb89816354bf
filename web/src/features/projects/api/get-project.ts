import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { ProjectScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from './project-query-keys.ts'

/** `GET .../projects/{projectId}`: one project with its versions, latest first, and the latest version id. */
export function getProject(scope: ProjectScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.getProject, { params, signal }))
}

/**
 * The selected project. Silent: a project that is gone or no longer visible is not an error to toast but a
 * selection to clear, which the project selection hook does.
 */
export function useProject(scope: ProjectScope) {
  return useQuery({
    queryKey: projectQueryKeys.detail(scope),
    queryFn: ({ signal }) => getProject(scope, signal),
    enabled: hasIdentifiers(scope),
    meta: { silent: true },
  })
}
