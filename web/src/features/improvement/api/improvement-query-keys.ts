import type { VersionScope } from '../../../lib/scopes.ts'

/**
 * Cache keys of the inbox calls, nested under the project: an action on one version's inbox changes another
 * version's count of answers to train (a frozen version's answers go to the version being prepared).
 */
export const improvementQueryKeys = {
  project: ({ organizationId, projectId }: VersionScope) => ['improvement', organizationId, projectId] as const,
  version: (scope: VersionScope) => [...improvementQueryKeys.project(scope), scope.versionId] as const,
  groups: (scope: VersionScope, status: string) => [...improvementQueryKeys.version(scope), 'groups', status] as const,
  trainingStatus: (scope: VersionScope) => [...improvementQueryKeys.version(scope), 'training-status'] as const,
}
