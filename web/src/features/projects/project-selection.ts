import type { Project, VersionSummary } from '@platform/shared/contracts/projects'
import type { ConsoleContextStore } from '../../lib/console-context/console-context-store.ts'

type VersionList = Pick<Project, 'versions' | 'latestVersionId'>

/** Spec section 3: "The latest version is chosen by default." The API names it; the list is latest first. */
export function latestVersionOf(project: VersionList): VersionSummary | undefined {
  return project.versions.find((version) => version.id === project.latestVersionId) ?? project.versions[0]
}

/**
 * The version to work on once a project's details are known: the chosen one while the project still has it,
 * otherwise the latest (a version chosen in another tab may have been replaced, or nothing was chosen yet).
 */
export function versionToSelect(project: VersionList, versionId: string | null): VersionSummary | undefined {
  return project.versions.find((version) => version.id === versionId) ?? latestVersionOf(project)
}

/**
 * Makes a project the one the console works on. Spec section 4: switching project selects its latest version;
 * choosing the project already selected keeps the version the user was on.
 *
 * @example
 * chooseProject(consoleContextStore, project) // context.projectId = project.id, versionId = the latest version
 */
export function chooseProject(store: ConsoleContextStore, project: Project): void {
  const current = store.getSnapshot()
  const version =
    current.projectId === project.id ? versionToSelect(project, current.versionId) : latestVersionOf(project)
  store.selectProject(project)
  store.selectVersion(version ?? null)
}

/**
 * Keeps the context's project and version objects current with a fresh answer for the selected project,
 * selecting the latest version when the chosen one is gone. Answers for another project are ignored.
 */
export function refreshSelectedProject(store: ConsoleContextStore, project: Project): void {
  const current = store.getSnapshot()
  if (current.projectId !== project.id) return
  store.selectProject(project)
  const version = versionToSelect(project, current.versionId)
  if (!version) return
  if (current.versionId !== version.id || current.version?.name !== version.name) store.selectVersion(version)
}
