import type { JobStepInput, JobStepOutput } from '../../workflows/job-workflow.ts'
import { findJobDefinition, type JobDefinitions } from './job-definition.ts'
import { failureReason, finishJob, getJob, isTerminal, jobContext, markJobRunning } from './job-service.ts'

/**
 * The one Lambda the job state machine calls: `start` and `continue` run the job's steps, `fail` records
 * the error the state machine caught. Re-running a step of a finished job is a no-op that ends the machine.
 */
export const createJobStepRunner = (definitions: JobDefinitions) =>
  async function runJobStep(input: JobStepInput): Promise<JobStepOutput> {
    const job = await getJob(input.jobId)
    if (!job) throw new Error(`Job ${input.jobId} does not exist`)
    if (input.phase === 'fail') {
      const cause = input.error?.Cause ?? input.error?.Error ?? 'The job failed.'
      let reason = cause
      try {
        reason = (JSON.parse(cause) as { errorMessage?: string }).errorMessage ?? cause
      } catch {
        // Causes are JSON from Lambda errors and plain text otherwise; both are fine as a reason.
      }
      await finishJob(job.jobId, { status: 'failed', reason })
      return { jobId: job.jobId, done: true, waitSeconds: 0 }
    }
    if (isTerminal(job.status)) return { jobId: job.jobId, done: true, waitSeconds: 0 }
    const definition = findJobDefinition(definitions, job.kind)
    if (definition?.runner !== 'workflow') throw new Error(`No workflow runner for job kind ${job.kind}`)
    if (input.phase === 'start' && !(await markJobRunning(job.jobId)))
      return { jobId: job.jobId, done: true, waitSeconds: 0 }
    const context = jobContext(job, definition.payload.parse(job.payload))
    try {
      const step = input.phase === 'start' ? await definition.start(context) : await definition.continue(context)
      if (step.done) await finishJob(job.jobId, { status: 'succeeded', result: step.result })
      return { jobId: job.jobId, done: step.done, waitSeconds: step.waitSeconds ?? 5 }
    } catch (error) {
      context.log.error('job step failed', { error, phase: input.phase })
      throw new Error(failureReason(error))
    }
  }
