import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { releaseUsage } from '../organizations/index.ts'
import { assertVersionEditable, recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import type { DerivedContent } from './derived-content.ts'
import { normalizeUrl, urlIdOf } from './normalize-url.ts'
import { deleteObjects, sourceObjectKeys } from './uploads-storage.ts'

/**
 * Removes a link with everything that came from it: its stored text and the knowledge generated from it
 * (`PUT /urls {url}`). The link is deleted last, so a failure half-way leaves it listed for another try.
 */
export async function removeUrl(key: VersionKey, url: string, actorId: string, derived: DerivedContent) {
  await assertVersionEditable(key)
  const normalized = normalizeUrl(url)
  const urlId = urlIdOf(normalized)
  const { data: record } = await db()
    .entities.urlSource.get({ ...key, urlId })
    .go()
  if (!record) throw new AppError('NOT_FOUND', { message: 'This link is not in the version.' })
  const knowledgeRemoved = await derived.deleteOfSource(key, 'url', record.url)
  await deleteObjects([sourceObjectKeys.urlText(key, urlId)])
  const { data: deleted } = await db()
    .entities.urlSource.delete({ ...key, urlId })
    .go({ response: 'all_old' })
  if (deleted) await releaseUsage(key.organizationId, 'urls', 1)
  await recordTimelineEvent(key, {
    type: timelineEventTypes.contentDeleted,
    summary: `Link removed with ${knowledgeRemoved} knowledge ${knowledgeRemoved === 1 ? 'pair' : 'pairs'}`,
    details: { kind: 'urls', url: record.url, knowledgeRemoved },
    actorId,
  })
  return { removed: record.url, knowledgeRemoved, message: 'Link deleted.' }
}
