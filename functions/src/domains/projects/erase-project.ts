import { db } from '../../data/database.ts'
import { projectScope } from '../../data/version-scope.ts'
import { environment } from '../../platform/environment.ts'
import type { Logger } from '../../platform/logger.ts'
import { deleteStoragePrefix } from './delete-storage-prefix.ts'
import { deleteJobsInScope, eraseVersion } from './erase-version.ts'
import type { VersionContentModules } from './project-content-registry.ts'
import { type ProjectKey, projectNameGuardValue } from './project-records.ts'
import { projectStoragePrefix } from './project-storage.ts'

export interface EraseProjectResult {
  [name: string]: unknown
  versions: number
  contentItems: number
  files: number
}

/**
 * Removes every item and file of a project, the project last, so a failed run leaves the project (still marked
 * deleting) for the next delivery to finish. Every step is repeatable: deleting what is already gone does
 * nothing. The plan's project count is given back in the same transaction that removes the project, so a retry
 * can never give it back twice; content modules give back their own counts as they delete.
 */
export async function eraseProject(
  key: ProjectKey,
  versionContent: VersionContentModules,
  log: Logger,
): Promise<EraseProjectResult> {
  const { data: project } = await db().entities.project.get(key).go()
  if (!project) return { versions: 0, contentItems: 0, files: 0, alreadyErased: true }
  const { data: versions } = await db().entities.version.query.byProject(key).go({ pages: 'all' })
  let contentItems = 0
  for (const version of versions) {
    contentItems += await eraseVersion({ ...key, versionId: version.versionId }, version.name, versionContent, log)
  }
  await deleteJobsInScope(projectScope(key))
  const settings = environment()
  const prefix = projectStoragePrefix(key)
  const files =
    (await deleteStoragePrefix(settings.UPLOADS_BUCKET, prefix)) +
    (await deleteStoragePrefix(settings.ARTIFACTS_BUCKET, prefix))
  const { data: grants } = await db().entities.projectAccessGrant.query.byProject(key).go({ pages: 'all' })
  if (grants.length > 0)
    await db()
      .entities.projectAccessGrant.delete(grants.map(({ userId }) => ({ ...key, userId })))
      .go()
  const outcome = await db()
    .transaction.write(({ project: projectEntity, uniqueValue, usageCounter }) => [
      uniqueValue
        .delete({ kind: 'projectName', value: projectNameGuardValue(key.organizationId, project.name) })
        .commit(),
      projectEntity
        .delete(key)
        .where((attributes, operations) => operations.exists(attributes.projectId))
        .commit(),
      usageCounter.patch({ organizationId: key.organizationId, item: 'projects' }).subtract({ count: 1 }).commit(),
    ])
    .go()
  // Canceled only when another delivery removed the project between the read above and now.
  if (outcome.canceled) log.info('project already removed by another delivery', { ...key })
  return { versions: versions.length, contentItems, files }
}
