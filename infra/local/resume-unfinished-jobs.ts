import { db } from '@platform/functions/data/database'
import '@platform/functions/jobs/job-kinds'
import { jobDefinition } from '@platform/functions/jobs/job-registry'
import { dispatchJob } from '@platform/functions/jobs/job-service'

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
    const definition = jobDefinition(job.kind)
    if (!definition) {
      log(`job ${job.jobId} has unknown kind ${job.kind}; left as it is`)
      continue
    }
    await dispatchJob(job.jobId, definition.runner, `${job.jobId}-resumed-${Date.now()}`)
    resumed += 1
  }
  return resumed
}
