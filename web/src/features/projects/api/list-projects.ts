import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { projectQueryKeys } from './project-query-keys.ts'

/** `GET /organizations/{organizationId}/projects`: the projects the user can see, each with its versions. */
export function listProjects(organizationId: Identifier, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(routes.listProjects, { params, signal }))
}

export function useProjects(organizationId: Identifier) {
  return useQuery({
    queryKey: projectQueryKeys.list(organizationId),
    queryFn: ({ signal }) => listProjects(organizationId, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
