import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { deleteJobs, listJobsOfScope } from '../../platform/jobs/job-service.ts'
import type { Logger } from '../../platform/logger.ts'
import { orderedVersionContent, type VersionContentModules } from './project-content-registry.ts'
import { versionNameGuardValue } from './project-records.ts'

export async function deleteJobsInScope(scope: string): Promise<number> {
  const jobs = await listJobsOfScope(scope)
  await deleteJobs(jobs.map(({ jobId }) => jobId))
  return jobs.length
}

/**
 * Removes one version and everything keyed by it: registered content (which releases its plan usage), app info,
 * timeline, jobs, the name guard and the version record last. Repeatable: a second run finds nothing to delete.
 * Used by the project deletion job and to discard a version whose creation failed half-way.
 */
export async function eraseVersion(
  key: VersionKey,
  versionName: string,
  versionContent: VersionContentModules,
  log?: Logger,
): Promise<number> {
  let contentItems = 0
  for (const module of orderedVersionContent(versionContent)) {
    const deleted = await module.deleteAllForVersion(key)
    log?.info('version content deleted', { versionId: key.versionId, module: module.name, deleted })
    contentItems += deleted
  }
  await db().entities.appInfo.delete(key).go()
  const { data: events } = await db().entities.timelineEvent.query.byVersion(key).go({ pages: 'all' })
  if (events.length > 0)
    await db()
      .entities.timelineEvent.delete(events.map(({ eventId }) => ({ ...key, eventId })))
      .go()
  await deleteJobsInScope(versionScope(key))
  await db()
    .entities.uniqueValue.delete({ kind: 'versionName', value: versionNameGuardValue(key, versionName) })
    .go()
  await db().entities.version.delete(key).go()
  return contentItems
}
