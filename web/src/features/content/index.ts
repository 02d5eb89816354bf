/** The content feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */

export { useActions } from './api/list-actions.ts'
export { usePages } from './api/list-pages.ts'
export { useSystemPrompts } from './api/list-system-prompts.ts'
