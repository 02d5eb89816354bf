/** Identifiers of the version a training call is about. */
export interface VersionIdentifiers {
  organizationId: string
  projectId: string
  versionId: string
}

/**
 * Cache keys of the training calls, nested under the version so that one invalidation refreshes everything a
 * started, finished or cancelled training changes.
 */
export const trainingQueryKeys = {
  version: ({ organizationId, projectId, versionId }: VersionIdentifiers) =>
    ['training', organizationId, projectId, versionId] as const,
  costs: (version: VersionIdentifiers) => [...trainingQueryKeys.version(version), 'costs'] as const,
  limitsAndEstimates: (version: VersionIdentifiers) =>
    [...trainingQueryKeys.version(version), 'limits-and-estimates'] as const,
  list: (version: VersionIdentifiers) => [...trainingQueryKeys.version(version), 'list'] as const,
  ragSettings: (version: VersionIdentifiers) => [...trainingQueryKeys.version(version), 'rag'] as const,
  models: (version: VersionIdentifiers) => [...trainingQueryKeys.version(version), 'models'] as const,
}
