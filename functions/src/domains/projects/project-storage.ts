import { projectScope, type VersionKey, versionScope } from '../../data/version-scope.ts'

/**
 * Where a project's files live in the uploads and artifacts buckets. Every object of a version sits under
 * `organizationId/projectId/versionId/`, so the project deletion job removes them all by listing one prefix.
 *
 * @example
 * const objectKey = `${versionStoragePrefix(key)}files/${fileId}`
 */
export function versionStoragePrefix(key: VersionKey): string {
  return `${versionScope(key)}/`
}

export function projectStoragePrefix(key: Omit<VersionKey, 'versionId'>): string {
  return `${projectScope(key)}/`
}
