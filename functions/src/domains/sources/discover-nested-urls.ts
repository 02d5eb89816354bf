import type { VersionKey } from '../../data/version-scope.ts'
import type { JobContext } from '../../platform/jobs/job-definition.ts'
import { getJob } from '../../platform/jobs/job-service.ts'
import { recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import { checkLinks } from './check-links.ts'
import { crawlSite } from './crawl-site.ts'
import { fetchWebDocument } from './fetch-web-document.ts'
import type { NestedUrlSearchResult } from './nested-url-search-records.ts'
import { loadRobotsRules } from './robots-rules.ts'

/** Pages between checks that the search still exists (deleting it stops the crawl). */
const checkEvery = 5
/** The result is stored in the job record, and a DynamoDB item holds at most 400 KB. */
const maximumResultBytes = 300_000

/** Drops the last (deepest) links until the result fits its record, saying so. */
export function fitResult(result: NestedUrlSearchResult): NestedUrlSearchResult {
  if (JSON.stringify(result).length <= maximumResultBytes) return result
  const urls = [...result.urls]
  let size = JSON.stringify(result).length
  while (urls.length > 0 && size > maximumResultBytes) size -= JSON.stringify(urls.pop()).length + 1
  return {
    ...result,
    urls,
    found: urls.length,
    stoppedReason: `Only the first ${urls.length} links are listed: their addresses are too long to keep more.`,
  }
}

/**
 * Runs a nested-URL search for its job: reads the site's robots.txt, crawls from the URL (see `crawlSite` for
 * the rules and limits), reports progress as pages crawled of links found, checks the links it did not fetch (a
 * few at a time), and returns the found links with whether each answered as the job's result. Rerunning it crawls again and gives the same kind of result, so a redelivery is harmless.
 */
export async function discoverNestedUrls(
  context: JobContext<VersionKey & { url: string }>,
): Promise<NestedUrlSearchResult> {
  const { payload, jobId } = context
  const robots = await loadRobotsRules(new URL(payload.url).origin)
  let pages = 0
  let deleted = false
  const result = await crawlSite(payload.url, {
    robots,
    fetchPage: (url) => fetchWebDocument(url, { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' }),
    onProgress: async ({ found, crawled }) => {
      try {
        await context.reportProgress(crawled, found, `Crawled ${crawled} pages, found ${found} links`)
      } catch {
        // The record is gone: the search was deleted while it ran.
        deleted = true
      }
    },
    shouldStop: async () => {
      pages += 1
      if (deleted) return true
      if (pages % checkEvery !== 0) return false
      const job = await getJob(jobId)
      return !job || job.status === 'cancelled'
    },
  })
  // Documents and pages the crawl did not fetch are checked before they are offered, so dead links are not
  // offered ready to add.
  if (!deleted) {
    await context
      .reportProgress(result.crawled, result.found, `Checking the ${result.found} links found`)
      .catch(() => undefined)
    result.urls = await checkLinks(result.urls, (link) => link.linkStatus === 'unchecked')
  }
  context.log.info('nested URL search finished', { found: result.found, crawled: result.crawled })
  const key: VersionKey = {
    organizationId: payload.organizationId,
    projectId: payload.projectId,
    versionId: payload.versionId,
  }
  if (!deleted) {
    await recordTimelineEvent(key, {
      type: timelineEventTypes.jobFinished,
      summary: `Nested URL search found ${result.found} links`,
      details: { kind: 'discover-nested-urls', jobId, found: result.found, crawled: result.crawled },
    })
  }
  return fitResult(result)
}
