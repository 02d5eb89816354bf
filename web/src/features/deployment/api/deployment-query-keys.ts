import type { VersionIdentifiers } from '../../training/index.ts'

/** Cache keys of the deployment calls, nested under the version so one invalidation refreshes a key change. */
export const deploymentQueryKeys = {
  version: ({ organizationId, projectId, versionId }: VersionIdentifiers) =>
    ['deployment', organizationId, projectId, versionId] as const,
  apiKeys: (version: VersionIdentifiers) => [...deploymentQueryKeys.version(version), 'api-keys'] as const,
  model: (version: VersionIdentifiers, modelId: string) =>
    [...deploymentQueryKeys.version(version), 'model', modelId] as const,
  recentChats: (version: VersionIdentifiers, modelId: string) =>
    [...deploymentQueryKeys.model(version, modelId), 'recent-chats'] as const,
  chatMessages: (version: VersionIdentifiers, modelId: string, chatId: string) =>
    [...deploymentQueryKeys.model(version, modelId), 'chat', chatId] as const,
  apiCount: (version: VersionIdentifiers, modelId: string) =>
    [...deploymentQueryKeys.model(version, modelId), 'api-count'] as const,
}
