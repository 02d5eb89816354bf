import type { NestedUrlSearch } from '@platform/shared/contracts/sources'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { listJobsOfScope } from '../../platform/jobs/job-service.ts'
import { requireVersion } from '../projects/index.ts'
import { toNestedUrlSearch } from './nested-url-search-records.ts'

/** The version's nested-URL searches, newest first: one keyed query on the jobs' scope and kind. */
export async function listNestedUrlSearches(key: VersionKey): Promise<NestedUrlSearch[]> {
  await requireVersion(key)
  const jobs = await listJobsOfScope(versionScope(key), 'discover-nested-urls')
  return jobs.map(toNestedUrlSearch)
}
