import { type FoundUrl, foundUrlSchema, type NestedUrlSearch } from '@platform/shared/contracts/sources'
import * as z from 'zod'
import type { getJob } from '../../platform/jobs/job-service.ts'

type JobRecord = NonNullable<Awaited<ReturnType<typeof getJob>>>

/** What the nested-URL job stores as its result (see `discover-nested-urls-job.ts`). */
export const nestedUrlSearchResultSchema = z.object({
  urls: z.array(foundUrlSchema),
  found: z.number(),
  crawled: z.number(),
  disallowedByRobots: z.number(),
  failed: z.number(),
  stoppedReason: z.string().nullable(),
})
export type NestedUrlSearchResult = z.infer<typeof nestedUrlSearchResultSchema>

const payloadSchema = z.object({ url: z.string() })

/** A nested-URL search as the API shows it: the job record, with counts from its progress while it runs. */
export function toNestedUrlSearch(job: JobRecord): NestedUrlSearch {
  const result = nestedUrlSearchResultSchema.safeParse(job.result)
  const payload = payloadSchema.safeParse(job.payload)
  const urls: FoundUrl[] = result.success ? result.data.urls : []
  return {
    id: job.jobId,
    url: payload.success ? payload.data.url : '',
    status: job.status,
    found: result.success ? result.data.found : job.progressTotal,
    crawled: result.success ? result.data.crawled : job.progressCompleted,
    urls,
    disallowedByRobots: result.success ? result.data.disallowedByRobots : 0,
    stoppedReason: result.success ? result.data.stoppedReason : null,
    failureReason: job.failureReason ?? null,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt ?? null,
  }
}
