/** The data-sources feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { useFiles } from './api/list-files.ts'
