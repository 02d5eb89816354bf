/**
 * Content of a version: pages, actions, workflows, FAQs, agent functions, system prompts.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */
export { contentItemExistsCheck } from './content-item-exists-check.ts'
export { findContentRecord, listContentRecords } from './content-item-records.ts'
export { contentVersionContent } from './content-registrations.ts'
