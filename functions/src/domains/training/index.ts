/**
 * Training: snapshots, fine-tuning and retrieval indexes, trained models, RAG settings, credits.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */
export { toolDefinitions } from './build-training-files.ts'
export type { TrainedModelRecord } from './model-records.ts'
export { listModelRecords, requireModel, toModel } from './model-records.ts'
export { findRagSetting, toRagSettings } from './rag-setting-records.ts'
export {
  readActions,
  readAgentFunctions,
  readChatContent,
  readPages,
  readSystemPrompt,
  readWorkflows,
} from './read-version-content.ts'
export { trainingVersionContent } from './register-training-content.ts'
export { trainModelJob } from './train-model-job.ts'
export { listTrainingRecords } from './training-records.ts'
export { readArtifact } from './training-storage.ts'
export type { ActionItem, PageItem, WorkflowItem } from './version-content.ts'
