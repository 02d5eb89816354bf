import type { VersionScope } from '../../../lib/scopes.ts'

/** Cache keys of the inbox calls, nested under the version so one invalidation refreshes every status's list. */
export const improvementQueryKeys = {
  version: ({ organizationId, projectId, versionId }: VersionScope) =>
    ['improvement', organizationId, projectId, versionId] as const,
  groups: (scope: VersionScope, status: string) => [...improvementQueryKeys.version(scope), 'groups', status] as const,
}
