import { db } from '@platform/functions/data/database'
import { jobRunnerOf } from '@platform/functions/platform/jobs/job-definition'
import { dispatchJob } from '@platform/functions/platform/jobs/job-service'

/**
 * Local mode keeps queue messages and state machine executions in memory, so a restart drops the work of jobs
 * that were queued or running. At start-up their records (which persist) are handed to their runners again;
 * runners skip finished work, so this is safe. The scan reads the small local table once before any request,
 * never in a request path, and never runs in AWS, where queues and executions survive on their own.
 */
export async function resumeUnfinishedJobs(log: (line: string) => void): Promise<number> {
  const { data } = await db()
    .entities.job.scan.where(
      (attributes, operations) =>
        `${operations.eq(attributes.status, 'queued')} OR ${operations.eq(attributes.status, 'running')}`,
    )
    .go({ pages: 'all' })
  let resumed = 0
  for (const job of data) {
    const runner = jobRunnerOf(job.kind)
    if (!runner) {
      log(`job ${job.jobId} has unknown kind ${job.kind}; left as it is`)
      continue
    }
    await dispatchJob(job.jobId, runner, `${job.jobId}-resumed-${Date.now()}`)
    resumed += 1
  }
  return resumed
}
