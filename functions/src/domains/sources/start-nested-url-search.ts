import type { NestedUrlSearch } from '@platform/shared/contracts/sources'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { enqueueJob, getJob } from '../../platform/jobs/job-service.ts'
import { recordTimelineEvent, requireVersion, timelineEventTypes } from '../projects/index.ts'
import { toNestedUrlSearch } from './nested-url-search-records.ts'
import { normalizeUrl } from './normalize-url.ts'

/**
 * Queues a nested-URL search from a link. It changes no content (the links it finds are added with
 * `POST /urls/multiple`), so a frozen version may be searched too.
 */
export async function startNestedUrlSearch(key: VersionKey, url: string, actorId: string): Promise<NestedUrlSearch> {
  await requireVersion(key)
  const { jobId } = await enqueueJob({
    kind: 'discover-nested-urls',
    scope: versionScope(key),
    payload: { ...key, url: normalizeUrl(url) },
  })
  await recordTimelineEvent(key, {
    type: timelineEventTypes.jobQueued,
    summary: 'Nested URL search started',
    details: { kind: 'discover-nested-urls', jobId, url },
    actorId,
  })
  const job = await getJob(jobId)
  if (!job) throw new Error(`Job ${jobId} vanished right after it was queued`)
  return toNestedUrlSearch(job)
}
