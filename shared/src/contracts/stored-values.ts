/**
 * The values of the enumerations that records store, apart from the contracts' zod schemas that accept them: the
 * data layer's entities (`functions/src/data/entities/`), which every function loads, list them, and importing
 * them from a contract module would build every schema of that module (and of the modules it imports) at each cold
 * start, a fifth of a small function's import time (docs/decisions/0018). The contract modules re-export them.
 */

/**
 * Where a knowledge pair came from.
 * - manual: typed in the console.
 * - url: generated from a link's text (`sourceKey` is the link).
 * - file: generated from an uploaded file's text (`sourceKey` is the file id).
 * - import: a row of an imported CSV (`sourceKey` is the import job id).
 */
export const knowledgeSources = ['manual', 'url', 'file', 'import'] as const

/**
 * Where a data source stands.
 * - pending: queued; its text is being fetched or extracted, then turned into knowledge.
 * - ready: its text is stored and knowledge was generated from it.
 * - failed: fetching, reading or generating failed; `failureReason` says why. Other sources are unaffected.
 */
export const sourceStatuses = ['pending', 'ready', 'failed'] as const

/** File kinds accepted as data sources. */
export const fileKinds = ['pdf', 'docx', 'txt', 'markdown', 'html', 'csv'] as const
