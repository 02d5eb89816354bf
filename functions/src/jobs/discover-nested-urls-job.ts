import { z } from 'zod'
import { discoverNestedUrls } from '../domains/sources/discover-nested-urls.ts'
import { registerJob } from './job-registry.ts'

export const discoverNestedUrlsJobKind = 'discover-nested-urls'

/**
 * A nested-URL search: crawls same-site links from a URL within the limits of `crawlLimits`, reporting pages
 * crawled and links found as progress; the found links are the job's result (see `discoverNestedUrls`).
 */
export const discoverNestedUrlsJob = registerJob({
  kind: discoverNestedUrlsJobKind,
  runner: 'queue',
  payload: z.object({
    organizationId: z.string().min(1),
    projectId: z.string().min(1),
    versionId: z.string().min(1),
    url: z.string().url(),
  }),
  run: (context) => discoverNestedUrls(context),
})
