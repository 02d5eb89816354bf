/**
 * Sources: links, nested-URL searches and uploaded files, fetched and turned into text.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */
export type { DerivedContent } from './derived-content.ts'
export { decodeText } from './detect-file-kind.ts'
export { discoverNestedUrlsJob } from './discover-nested-urls-job.ts'
export { isDocumentError } from './document-error.ts'
export type { SourceBatch } from './extract-source-text.ts'
export { extractSourceTextJob } from './extract-source-text-job.ts'
export { normalizeUrl } from './normalize-url.ts'
export { markSourceKnowledge, readPendingSourceText } from './pending-source-text.ts'
export { fileVersionContent, urlVersionContent } from './register-source-content.ts'
export { resyncDueSources } from './resync-due-sources.ts'
export { runSourceBatch } from './run-source-batch.ts'
export { setUrlResync } from './set-url-resync.ts'
export { sourceBatchPayloadSchema } from './source-batch-payload.ts'
export { listSourceRecords } from './source-records.ts'
export { deleteObjects, readObjectText, sourceObjectKeys, storeObject } from './uploads-storage.ts'
