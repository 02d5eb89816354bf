import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { releaseUsage } from '../organizations/index.ts'
import {
  assertVersionEditable,
  deleteStoragePrefix,
  recordTimelineEvent,
  timelineEventTypes,
} from '../projects/index.ts'
import type { DerivedContent } from './derived-content.ts'
import { sourceObjectKeys } from './uploads-storage.ts'

/**
 * Deletes a file with its original, its extracted text and the knowledge generated from it. The record goes
 * last, so a failure half-way leaves the file listed for another try.
 */
export async function deleteFile(key: VersionKey, fileId: string, actorId: string, derived: DerivedContent) {
  await assertVersionEditable(key)
  const { data: record } = await db()
    .entities.fileSource.get({ ...key, fileId })
    .go()
  if (!record) throw new AppError('NOT_FOUND', { message: 'This file is not in the version.' })
  const knowledgeRemoved = await derived.deleteOfSource(key, 'file', fileId)
  await deleteStoragePrefix(environment().UPLOADS_BUCKET, sourceObjectKeys.fileFolder(key, fileId))
  const { data: deleted } = await db()
    .entities.fileSource.delete({ ...key, fileId })
    .go({ response: 'all_old' })
  if (deleted) await releaseUsage(key.organizationId, 'files', 1)
  await recordTimelineEvent(key, {
    type: timelineEventTypes.contentDeleted,
    summary: `File ${record.name} deleted with ${knowledgeRemoved} knowledge ${knowledgeRemoved === 1 ? 'pair' : 'pairs'}`,
    details: { kind: 'files', fileId, knowledgeRemoved },
    actorId,
  })
  return { id: fileId, knowledgeRemoved, message: 'File deleted.' }
}
