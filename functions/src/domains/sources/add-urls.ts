import type { AddUrlsResponse } from '@platform/shared/contracts/sources'
import { db, isConditionFailure } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { enqueueJob, getJob } from '../../platform/jobs/job-service.ts'
import { releaseUsage, reserveUsage } from '../organizations/index.ts'
import { assertVersionEditable, recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import { normalizeUrl, urlIdOf } from './normalize-url.ts'
import { toUrlSource, type UrlSourceRecord } from './source-records.ts'

/**
 * Adds links to a version: normalizes and deduplicates them, records each new one as `pending` (one conditional
 * create per link, so two requests adding the same link cannot both add it), reserves plan usage and queues one
 * fetch-and-extract job for the batch. Links already present are reported, not re-added.
 *
 * @example await addUrls(key, ['https://docs.example.com/guide'], { actorId: userId })
 */
export async function addUrls(
  key: VersionKey,
  urls: string[],
  options: { actorId: string; nestedUrlJobId?: string },
): Promise<AddUrlsResponse> {
  await assertVersionEditable(key)
  if (options.nestedUrlJobId) {
    const job = await getJob(options.nestedUrlJobId)
    if (!job || job.scope !== versionScope(key) || job.kind !== 'discover-nested-urls')
      throw new AppError('NOT_FOUND', { message: 'This nested URL search does not exist in this version.' })
  }
  const normalized = [...new Set(urls.map(normalizeUrl))]
  const byId = new Map(normalized.map((url) => [urlIdOf(url), url]))
  const { data: existing } = await db()
    .entities.urlSource.get([...byId.keys()].map((urlId) => ({ ...key, urlId })))
    .go()
  const present = new Set(existing.map((record) => record.urlId))
  const fresh = [...byId].filter(([urlId]) => !present.has(urlId))
  const alreadyAdded = [...byId].filter(([urlId]) => present.has(urlId)).map(([, url]) => url)
  if (fresh.length === 0) {
    return {
      added: [],
      alreadyAdded,
      jobId: null,
      message: alreadyAdded.length === 1 ? 'This link is already added.' : 'These links are already added.',
    }
  }

  await reserveUsage(key.organizationId, 'urls', fresh.length)
  const added: UrlSourceRecord[] = []
  for (const [urlId, url] of fresh) {
    try {
      const { data } = await db()
        .entities.urlSource.create({
          ...key,
          urlId,
          url,
          status: 'pending',
          ...(options.nestedUrlJobId ? { nestedUrlJobId: options.nestedUrlJobId } : {}),
        })
        .go()
      added.push(data)
    } catch (error) {
      if (!isConditionFailure(error)) {
        await releaseUsage(key.organizationId, 'urls', fresh.length - added.length)
        throw error
      }
      // Added by a concurrent request a moment ago.
      await releaseUsage(key.organizationId, 'urls', 1)
      alreadyAdded.push(url)
    }
  }
  if (added.length === 0) return { added: [], alreadyAdded, jobId: null, message: 'These links are already added.' }

  let jobId: string
  try {
    ;({ jobId } = await enqueueJob({
      kind: 'extract-source-text',
      scope: versionScope(key),
      payload: { ...key, source: 'url', sourceIds: added.map((record) => record.urlId) },
    }))
  } catch (error) {
    // Without a job the links would stay pending for ever: take them back so adding them again works.
    await db()
      .entities.urlSource.delete(added.map(({ urlId }) => ({ ...key, urlId })))
      .go()
    await releaseUsage(key.organizationId, 'urls', added.length)
    throw error
  }
  await recordTimelineEvent(key, {
    type: timelineEventTypes.contentAdded,
    summary: `${added.length} ${added.length === 1 ? 'link' : 'links'} added for Q&A generation`,
    details: { kind: 'urls', count: added.length, jobId },
    actorId: options.actorId,
  })
  return {
    added: added.map(toUrlSource),
    alreadyAdded,
    jobId,
    message: added.length === 1 ? 'Link added for Q&A generation.' : 'Links added for Q&A generation.',
  }
}
