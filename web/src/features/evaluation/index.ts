/** The evaluation feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { evaluationQueryKeys } from './api/evaluation-query-keys.ts'
export { listTestRuns } from './api/list-test-runs.ts'
export { MarkdownReply } from './components/markdown-reply.tsx'
export { MoveToTestCasesButton } from './components/move-to-test-cases-button.tsx'
