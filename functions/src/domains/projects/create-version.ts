import { randomUUID } from 'node:crypto'
import type { VersionSummary } from '@platform/shared/contracts/projects'
import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { logger } from '../../platform/logger.ts'
import { copyAppInfo } from './app-info-records.ts'
import { describeContentCounts } from './content-counts.ts'
import { eraseVersion } from './erase-version.ts'
import { orderedVersionContent, type VersionContentModules } from './project-content-registry.ts'
import { displayName, listVersionRecords, toVersionSummary, versionNameGuardValue } from './project-records.ts'
import { recordTimelineEvent, timelineEventTypes } from './record-timeline-event.ts'
import { requireVersion } from './versions.ts'

/** Tries for a free automatic name (`v4`, then `v5`…) when another version already took the next one. */
const automaticNameAttempts = 5

async function insertVersion(input: {
  key: VersionKey
  name: string
  number: number
  copiedFromVersionId: string
  createdBy: string
}): Promise<boolean> {
  const { key } = input
  try {
    const result = await db()
      .transaction.write(({ uniqueValue, version }) => [
        uniqueValue
          .create({ kind: 'versionName', value: versionNameGuardValue(key, input.name), ownerId: key.versionId })
          .commit(),
        version
          .create({
            ...key,
            name: input.name,
            number: input.number,
            copiedFromVersionId: input.copiedFromVersionId,
            createdBy: input.createdBy,
          })
          .commit(),
      ])
      .go()
    return !result.canceled
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}

/**
 * Creates the next version of the project from the version in the URL: every registered content module copies
 * its items (reserving plan usage for them, as every stored item counts), and the app info comes along unless
 * `appInfo` is false. A copy that fails part-way (a plan limit, say) removes the half-made version again, so
 * the project never shows a version with part of its content.
 */
export async function createVersion(
  source: VersionKey,
  input: { version?: string; appInfo?: boolean },
  actorId: string,
  versionContent: VersionContentModules,
): Promise<{ version: VersionSummary; copied: Record<string, number>; appInfoCopied: boolean }> {
  const sourceVersion = await requireVersion(source)
  const versionId = randomUUID()
  const target: VersionKey = { ...source, versionId }
  let created: { name: string; number: number } | undefined
  for (let attempt = 0; attempt < automaticNameAttempts && !created; attempt += 1) {
    const versions = await listVersionRecords(source)
    const number = Math.max(0, ...versions.map((version) => version.number)) + 1 + attempt
    const name = input.version ? displayName(input.version) : `v${number}`
    if (await insertVersion({ key: target, name, number, copiedFromVersionId: source.versionId, createdBy: actorId }))
      created = { name, number }
    else if (input.version) throw new AppError('DUPLICATE_NAME')
  }
  if (!created) throw new AppError('DUPLICATE_NAME')

  const copied: Record<string, number> = {}
  let appInfoCopied = false
  try {
    for (const module of orderedVersionContent(versionContent))
      copied[module.name] = await module.copyVersion(source, target, { actorId })
    if (input.appInfo ?? true) appInfoCopied = await copyAppInfo(source, target, actorId)
  } catch (error) {
    await eraseVersion(target, created.name, versionContent).catch((cleanupError: unknown) =>
      logger.error('half-made version not removed', { error: cleanupError, versionId }),
    )
    throw error
  }
  await recordTimelineEvent(target, {
    type: timelineEventTypes.versionCreated,
    summary: `Version ${created.name} created from ${sourceVersion.name} (${describeContentCounts(copied)})`,
    details: { fromVersionId: source.versionId, fromVersionName: sourceVersion.name, copied, appInfoCopied },
    actorId,
  })
  return { version: toVersionSummary(await requireVersion(target)), copied, appInfoCopied }
}
