/** The knowledge feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { KnowledgeView } from './components/knowledge-view.tsx'
export { excerpt, looksLikeCsv } from './knowledge-display.ts'
export { completionField, promptField } from './knowledge-form.ts'
