import type { Identifier } from '../../../lib/require-identifiers.ts'
import type { ProjectScope, VersionScope } from '../../../lib/scopes.ts'

/**
 * Cache keys of project and version calls, nested so that invalidating a level refreshes everything below it:
 * `one(project)` covers its details, members and every version's lists; `version(scope)` one version's lists.
 */
export const projectQueryKeys = {
  all: ['projects'] as const,
  organization: (organizationId: Identifier) => [...projectQueryKeys.all, organizationId ?? ''] as const,
  list: (organizationId: Identifier) => [...projectQueryKeys.organization(organizationId), 'list'] as const,
  one: ({ organizationId, projectId }: ProjectScope) =>
    [...projectQueryKeys.organization(organizationId), projectId ?? ''] as const,
  detail: (scope: ProjectScope) => [...projectQueryKeys.one(scope), 'detail'] as const,
  members: (scope: ProjectScope) => [...projectQueryKeys.one(scope), 'members'] as const,
  version: (scope: VersionScope) => [...projectQueryKeys.one(scope), 'versions', scope.versionId ?? ''] as const,
}
