import type { Identifier } from './require-identifiers.ts'

/** The identifiers every project call needs; any may still be missing while the user is choosing. */
export interface ProjectScope {
  organizationId: Identifier
  projectId: Identifier
}

/** The identifiers every version call (content, sources, knowledge) needs. */
export interface VersionScope extends ProjectScope {
  versionId: Identifier
}
