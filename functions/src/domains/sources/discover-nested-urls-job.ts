import * as z from 'zod'
import { defineJob } from '../../platform/jobs/job-definition.ts'
import { discoverNestedUrls } from './discover-nested-urls.ts'

/**
 * A nested-URL search: crawls same-site links from a URL within the limits of `crawlLimits`, reporting pages
 * crawled and links found as progress; the found links are the job's result (see `discoverNestedUrls`).
 */
export const discoverNestedUrlsJob = defineJob({
  kind: 'discover-nested-urls',
  runner: 'queue',
  payload: z.object({
    organizationId: z.string().min(1),
    projectId: z.string().min(1),
    versionId: z.string().min(1),
    url: z.string().url(),
  }),
  run: (context) => discoverNestedUrls(context),
})
