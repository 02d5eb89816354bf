import type { VersionKey } from '../../data/version-scope.ts'

/*
 * HOW TO USE (for every module that stores content in a version: pages, knowledge, URLs, files, test cases…)
 *
 * 1. In your domain, register once at module load:
 *
 *      registerVersionContent({
 *        name: 'knowledge',                                // section name in export documents; unique
 *        deleteAllForVersion: (key) => deleteAllKnowledge(key),   // delete items + S3 objects, release usage
 *        copyVersion: (from, to) => copyKnowledge(from, to),      // upsert `from`'s items into `to`, reserve usage
 *        exportVersion: (key) => exportKnowledge(key),            // optional: JSON-safe array of items
 *        importVersion: (key, section, { actorId }) => importKnowledge(key, section, actorId), // optional: zod, upsert
 *      })
 *
 * 2. Add one import line for that module to `version-content-modules.ts` (beside this file), so the project
 *    deletion job, "new version" and "import" see it wherever they run (API Lambdas and the job consumer).
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

export interface VersionContentModule {
  /** Unique; the key of this module's section in export documents (e.g. `pages`, `knowledge`). */
  name: string
  /** Removes every item of this kind in the version (and its files); returns how many items were removed. */
  deleteAllForVersion(key: VersionKey): Promise<number>
  /** Copies every item of `from` into `to` (same project, or the version being created); returns the count. */
  copyVersion(from: VersionKey, to: VersionKey, context: VersionContentContext): Promise<number>
  /** This module's section of an export document: JSON-safe, no tenancy ids, no file bytes. */
  exportVersion?(key: VersionKey): Promise<unknown[]>
  /** Validates and upserts a section produced by `exportVersion`; returns how many items were written. */
  importVersion?(key: VersionKey, section: unknown, context: VersionContentContext): Promise<number>
}

const modules = new Map<string, VersionContentModule>()

/**
 * Makes a content module part of every whole-version operation (project deletion, new version, import,
 * export). Registering the same name again replaces the module (module reloads in tests).
 *
 * @example
 * registerVersionContent({ name: 'faqs', deleteAllForVersion, copyVersion, exportVersion, importVersion })
 */
export function registerVersionContent(module: VersionContentModule): VersionContentModule {
  modules.set(module.name, module)
  return module
}

/** Registered modules in registration order. */
export function versionContentModules(): VersionContentModule[] {
  return [...modules.values()]
}
