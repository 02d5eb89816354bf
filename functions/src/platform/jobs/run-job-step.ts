import type { JobStepInput, JobStepOutput } from '../../workflows/job-workflow.ts'
import { findJobDefinition, type JobDefinitions } from './job-definition.ts'
import {
  failureReason,
  finishJob,
  getJob,
  isTerminal,
  type JobRecord,
  jobContext,
  markJobRunning,
} from './job-service.ts'
import { recordJobOutcome, withJobFields } from './job-telemetry.ts'

/**
 * The one Lambda the job state machine calls: `start` and `continue` run the job's steps, `fail` records
 * the error the state machine caught. Re-running a step of a finished job is a no-op that ends the machine.
 */
export const createJobStepRunner = (definitions: JobDefinitions) =>
  async function runJobStep(input: JobStepInput, context?: { awsRequestId?: string }): Promise<JobStepOutput> {
    const job = await getJob(input.jobId)
    if (!job) throw new Error(`Job ${input.jobId} does not exist`)
    return withJobFields(job, context?.awsRequestId, () => runStep(definitions, job, input))
  }

async function runStep(definitions: JobDefinitions, job: JobRecord, input: JobStepInput): Promise<JobStepOutput> {
  if (input.phase === 'fail') {
    const cause = input.error?.Cause ?? input.error?.Error ?? 'The job failed.'
    let reason = cause
    try {
      reason = (JSON.parse(cause) as { errorMessage?: string }).errorMessage ?? cause
    } catch {
      // Causes are JSON from Lambda errors and plain text otherwise; both are fine as a reason.
    }
    await finishJob(job.jobId, { status: 'failed', reason })
    recordJobOutcome(job, 'failed', { error: input.error })
    return { jobId: job.jobId, done: true, waitSeconds: 0 }
  }
  if (isTerminal(job.status)) return { jobId: job.jobId, done: true, waitSeconds: 0 }
  const definition = findJobDefinition(definitions, job.kind)
  if (definition?.runner !== 'workflow') throw new Error(`No workflow runner for job kind ${job.kind}`)
  if (input.phase === 'start') {
    if (!(await markJobRunning(job.jobId))) return { jobId: job.jobId, done: true, waitSeconds: 0 }
    recordJobOutcome(job, 'started')
  }
  const context = jobContext(job, definition.payload.parse(job.payload))
  try {
    const step = input.phase === 'start' ? await definition.start(context) : await definition.continue(context)
    if (step.done) {
      await finishJob(job.jobId, { status: 'succeeded', result: step.result })
      recordJobOutcome({ ...job, startedAt: job.startedAt ?? new Date().toISOString() }, 'succeeded')
    }
    return { jobId: job.jobId, done: step.done, waitSeconds: step.waitSeconds ?? 5 }
  } catch (error) {
    context.log.error('job step failed', { error, phase: input.phase })
    throw new Error(failureReason(error))
  }
}
