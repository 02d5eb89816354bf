import { db } from '../../data/database.ts'
import { getInBatch } from '../../data/get-in-batch.ts'
import { takeRequestRecord } from '../../data/request-records.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { sortVersionsLatestFirst, toVersionSummary } from './project-records.ts'

/** The version, or NOT_FOUND when it does not belong to the project in the URL (tenancy check by key). */
export async function requireVersion(key: VersionKey) {
  const versionKey = { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId }
  // The access check of a version route has read this version in its one round trip.
  const data = await takeRequestRecord('version', versionKey, () => getInBatch(db().entities.version, versionKey))
  if (!data) throw new AppError('NOT_FOUND', { message: 'This version does not exist in the project.' })
  return data
}

/**
 * Guard for every change to a version's content. Freezing rule (`versionFreezingRule`): a version is frozen once
 * an API key serves a model trained on it, or when someone freezes it by hand, so what is live keeps matching its
 * source; editing a frozen version answers VERSION_FROZEN until someone unfreezes it or works in a new version.
 */
export async function assertVersionEditable(key: VersionKey) {
  const version = await requireVersion(key)
  if (version.frozen) throw new AppError('VERSION_FROZEN')
  return version
}

/**
 * The project's versions, latest first (one keyed query): what a later domain needs to work across versions.
 *
 * @example const versions = await listVersions({ organizationId, projectId })
 */
export async function listVersions(key: { organizationId: string; projectId: string }) {
  const { data } = await db()
    .entities.version.query.byProject({ organizationId: key.organizationId, projectId: key.projectId })
    .go({ pages: 'all' })
  return sortVersionsLatestFirst(data).map(toVersionSummary)
}
