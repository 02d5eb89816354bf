/** The training feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { useModels } from './api/list-models.ts'
export { useRagSettings } from './api/rag-settings.ts'
export type { VersionIdentifiers } from './api/training-query-keys.ts'
