/** The content feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { useSystemPrompts } from './api/list-system-prompts.ts'
