/**
 * Playground: lists a version's models and talks to one.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */
export { chatCostMicros } from './chat-cost.ts'
export { previousUserQuestion } from './record-playground-answer.ts'
export { type AnsweredReply, sendPlaygroundMessage } from './send-playground-message.ts'
export type { AnsweringReads } from './start-answering-reads.ts'
export { startAnsweringReads } from './start-answering-reads.ts'
export { suggestActions } from './suggest-actions.ts'
