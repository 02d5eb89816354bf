import type { VersionKey } from '../../data/version-scope.ts'

/*
 * HOW TO USE (for every module that stores content in a version: pages, knowledge, URLs, files, test cases…)
 *
 * 1. Add the section name to `versionContentNames` below, in the order whole-version operations should run.
 *
 * 2. In your domain, export the module from its index.ts:
 *
 *      export const knowledgeVersionContent = versionContentModule({
 *        name: 'knowledge',                                // section name in export documents; unique
 *        deleteAllForVersion: (key) => deleteAllKnowledge(key),   // delete items + S3 objects, release usage
 *        copyVersion: (from, to) => copyKnowledge(from, to),      // upsert `from`'s items into `to`, reserve usage
 *        exportVersion: (key) => exportKnowledge(key),            // optional: JSON-safe array of items
 *        importVersion: (key, section, { actorId }) => importKnowledge(key, section, actorId), // optional: zod, upsert
 *      })
 *
 * 3. Add it to `functions/src/wiring/version-content.ts` (typecheck fails until you do), which hands the list to
 *    the project deletion job, "new version", export and import wherever they run.
 *
 * Rules every implementation keeps (they make the callers safe to retry):
 * - Work only through keyed queries on `key` (never scans); S3 objects live under `versionStoragePrefix(key)`
 *   (`project-storage.ts`), so the project deletion job also sweeps anything left there.
 * - deleteAllForVersion is idempotent: a second run finds nothing and returns 0. Release plan usage
 *   (`releaseUsage`) for what it actually deleted.
 * - copyVersion and importVersion upsert by item id (an id already in the target is overwritten, not doubled)
 *   and reserve plan usage (`reserveUsage`) only for items new to the target; they may throw PLAN_LIMIT_REACHED
 *   or VALIDATION_FAILED before writing anything.
 * - Copy file-like objects under the target version's prefix; never share S3 keys between versions.
 * - Return how many items were deleted, copied or imported: the timeline shows these counts.
 */

/** Who asked for a whole-version operation, for authorship of copied or imported items. */
export interface VersionContentContext {
  actorId: string
}

/**
 * Every section of a version's content, in the order whole-version operations run them: pages before actions
 * before workflows, so imports write what later items refer to first.
 */
export const versionContentNames = [
  'pages',
  'actions',
  'workflows',
  'faqs',
  'agentFunctions',
  'systemPrompts',
  'testcases',
  'knowledge',
  'urls',
  'files',
  'trainings',
  'api-keys',
] as const

export type VersionContentName = (typeof versionContentNames)[number]

export interface VersionContentModule<Name extends VersionContentName = VersionContentName> {
  /** The key of this module's section in export documents (e.g. `pages`, `knowledge`). */
  name: Name
  /** Removes every item of this kind in the version (and its files); returns how many items were removed. */
  deleteAllForVersion(key: VersionKey): Promise<number>
  /** Copies every item of `from` into `to` (same project, or the version being created); returns the count. */
  copyVersion(from: VersionKey, to: VersionKey, context: VersionContentContext): Promise<number>
  /** This module's section of an export document: JSON-safe, no tenancy ids, no file bytes. */
  exportVersion?(key: VersionKey): Promise<unknown[]>
  /** Validates and upserts a section produced by `exportVersion`; returns how many items were written. */
  importVersion?(key: VersionKey, section: unknown, context: VersionContentContext): Promise<number>
}

/** The module of every section, as `functions/src/wiring/version-content.ts` lists them. */
export type VersionContentModules = { [Name in VersionContentName]: VersionContentModule<Name> }

/** Declares a section's module (typed by its name) for a domain's public surface. */
export function versionContentModule<Name extends VersionContentName>(
  module: VersionContentModule<Name>,
): VersionContentModule<Name> {
  return module
}

/** The modules in the order of `versionContentNames`. */
export function orderedVersionContent(modules: VersionContentModules): VersionContentModule[] {
  return versionContentNames.map((name) => modules[name])
}
