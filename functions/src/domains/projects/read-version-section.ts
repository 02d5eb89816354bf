import type { VersionKey } from '../../data/version-scope.ts'
import { versionContentModules } from './project-content-registry.ts'
import './version-content-modules.ts'

/**
 * One content module's section of a version, as an export document holds it (JSON-safe items), or an empty list
 * when no module of that name exports. Lets an earlier step read later content without importing its domain:
 * training reads the version's test cases (`testcases`) as its validation file this way.
 *
 * @example const testCases = await readVersionSection(key, 'testcases')
 */
export async function readVersionSection(key: VersionKey, name: string): Promise<unknown[]> {
  const module = versionContentModules().find((candidate) => candidate.name === name)
  return module?.exportVersion ? module.exportVersion(key) : []
}
