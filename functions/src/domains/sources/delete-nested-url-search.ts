import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { deleteJobs, getJob } from '../../platform/jobs/job-service.ts'
import { requireVersion } from '../projects/index.ts'

/**
 * Deletes a nested-URL search. A running search notices at its next page (its progress write finds no record)
 * and stops; links already added from it stay.
 */
export async function deleteNestedUrlSearch(key: VersionKey, jobId: string) {
  await requireVersion(key)
  const job = await getJob(jobId)
  if (!job || job.scope !== versionScope(key) || job.kind !== 'discover-nested-urls')
    throw new AppError('NOT_FOUND', { message: 'This nested URL search does not exist in this version.' })
  await deleteJobs([jobId])
  return { id: jobId, message: 'Nested URL search deleted.' }
}
