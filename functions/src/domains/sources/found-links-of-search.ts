import type { NestedUrlSearch } from '@platform/shared/contracts/sources'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { getJob, replaceJobResult } from '../../platform/jobs/job-service.ts'
import { assertVersionEditable } from '../projects/index.ts'
import {
  type NestedUrlSearchResult,
  nestedUrlSearchResultSchema,
  toNestedUrlSearch,
} from './nested-url-search-records.ts'

/**
 * Changes the found links of a finished search of this version (check again, drop) and stores the new list as
 * the search's result. A search of another version, or one still running, is refused.
 */
export async function changeFoundLinks(
  key: VersionKey,
  jobId: string,
  change: (result: NestedUrlSearchResult) => Promise<NestedUrlSearchResult>,
): Promise<NestedUrlSearch> {
  await assertVersionEditable(key)
  const job = await getJob(jobId)
  if (!job || job.scope !== versionScope(key) || job.kind !== 'discover-nested-urls')
    throw new AppError('NOT_FOUND', { message: 'This nested URL search does not exist in this version.' })
  const result = nestedUrlSearchResultSchema.safeParse(job.result)
  if (job.status !== 'succeeded' || !result.success)
    throw new AppError('VALIDATION_FAILED', { message: 'nestedUrlJobId: This search has not finished yet.' })
  const changed = await change(result.data)
  await replaceJobResult(jobId, changed)
  return toNestedUrlSearch({ ...job, result: changed })
}
