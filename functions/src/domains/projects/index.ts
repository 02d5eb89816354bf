/**
 * Projects and their versions: access per project, app info, the timeline, whole-version operations.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */
export { deleteProjectJob } from './delete-project-job.ts'
export { deleteStoragePrefix } from './delete-storage-prefix.ts'
export { freezeVersion } from './freeze-version.ts'
export type { VersionContentModule, VersionContentModules, VersionContentName } from './project-content-registry.ts'
export { versionContentModule } from './project-content-registry.ts'
export { requireProject } from './project-records.ts'
export { versionStoragePrefix } from './project-storage.ts'
export { readVersionSection } from './read-version-section.ts'
export { recordTimelineEvent, timelineEventTypes } from './record-timeline-event.ts'
export { assertVersionEditable, listVersions, requireVersion } from './versions.ts'
