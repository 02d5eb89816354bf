import type { VersionKey } from '../../data/version-scope.ts'
import { orderedVersionContent, type VersionContentModules } from './project-content-registry.ts'

/**
 * One content module's section of a version, as an export document holds it (JSON-safe items), or an empty list
 * when no module of that name exports. Lets an earlier step read later content without importing its domain:
 * training reads the version's test cases (`testcases`) as its validation file this way.
 *
 * @example const testCases = await readVersionSection(key, 'testcases', versionContent)
 */
export async function readVersionSection(
  key: VersionKey,
  name: string,
  versionContent: VersionContentModules,
): Promise<unknown[]> {
  const module = orderedVersionContent(versionContent).find((candidate) => candidate.name === name)
  return module?.exportVersion ? module.exportVersion(key) : []
}
