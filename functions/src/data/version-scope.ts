/** The three keys that place every content item: tenancy is in the keys, never only in a filter. */
export interface VersionKey {
  organizationId: string
  projectId: string
  versionId: string
}

/** A flat scope string for records listed per version (jobs, timeline): `organization/project/version`. */
export function versionScope(key: VersionKey): string {
  return `${key.organizationId}/${key.projectId}/${key.versionId}`
}

export function projectScope(key: Omit<VersionKey, 'versionId'>): string {
  return `${key.organizationId}/${key.projectId}`
}
