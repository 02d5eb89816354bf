/** The improvement feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { ImprovementInbox } from './components/improvement-inbox.tsx'
