/** The projects feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */

export { projectQueryKeys } from './api/project-query-keys.ts'
export { RequireProject } from './components/require-project.tsx'
export { canWrite } from './project-access.ts'
export { useVersionScope } from './use-selected-project.ts'
