/** The versions feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { ProjectAreaPage } from './components/project-area-page.tsx'
export { RequireVersion } from './components/require-version.tsx'
export { VersionBar } from './components/version-bar.tsx'
export { VersionTimeline } from './components/version-timeline.tsx'
export { VersionsTable } from './components/versions-table.tsx'
export type { VersionContext } from './version-context.ts'
export { readOnlyReason } from './version-context.ts'
