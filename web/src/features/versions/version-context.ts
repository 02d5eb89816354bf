import type { Project, VersionSummary } from '@platform/shared/contracts/projects'
import { canWrite } from '../projects/index.ts'

/** The version a project-area page works on, with what the user may do to it. */
export interface VersionContext {
  project: Project
  version: VersionSummary
  /** Every identifier present: pages inside `RequireVersion` never call with a missing one. */
  scope: { organizationId: string; projectId: string; versionId: string }
  /** Content can change: the user has write access and the version is not frozen. */
  editable: boolean
}

/** The context of the chosen version, or null while the chosen version is not (or no longer) in the project. */
export function versionContextOf(project: Project, versionId: string | null): VersionContext | null {
  const version = project.versions.find((candidate) => candidate.id === versionId)
  if (!version) return null
  return {
    project,
    version,
    scope: { organizationId: project.organizationId, projectId: project.id, versionId: version.id },
    editable: canWrite(project.access) && !version.frozen,
  }
}

/** Why the content of a version cannot be changed, or null when it can. */
export function readOnlyReason(context: Pick<VersionContext, 'project' | 'version'>): string | null {
  if (!canWrite(context.project.access)) return 'You have read access to this project, so its content is read-only.'
  if (context.version.frozen) return `Version ${context.version.name} is frozen. Unfreeze it to change its content.`
  return null
}

/**
 * Why a version is frozen, as a sentence: the reason the server recorded ("API key \"Website\" serves a model
 * trained on this version") gets its full stop, so the next sentence does not run into it.
 *
 * @example frozenReasonSentence('Deployed') // 'Deployed.'
 * @example frozenReasonSentence(null) // 'Its content is kept as it was deployed.'
 */
export function frozenReasonSentence(reason: string | null): string {
  const text = reason?.trim()
  if (!text) return 'Its content is kept as it was deployed.'
  return /[.!?]$/.test(text) ? text : `${text}.`
}
