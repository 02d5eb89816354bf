import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { ProjectScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from './project-query-keys.ts'

/** `GET .../projects/{projectId}/users`: the organization's members with their effective access here. */
export function listProjectMembers(scope: ProjectScope, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listProjectUsers, { params, signal }))
}

export function useProjectMembers(scope: ProjectScope) {
  return useQuery({
    queryKey: projectQueryKeys.members(scope),
    queryFn: ({ signal }) => listProjectMembers(scope, signal),
    enabled: hasIdentifiers(scope),
  })
}
