import { randomUUID } from 'node:crypto'
import { db, isConditionFailure } from '../../data/database.ts'
import type { JobStatus } from '../../data/entities/job-entity.ts'
import { environment } from '../environment.ts'
import { createLogger } from '../logger.ts'
import { type JobContext, jobRunnerOf } from './job-definition.ts'
import type { JobKind, JobRunner } from './job-kinds.ts'

export interface JobMessage {
  jobId: string
  /** How many times this job was put back on the queue because a dependency was down (see the consumer). */
  dependencyRetries?: number
}

const terminalStatuses: JobStatus[] = ['succeeded', 'failed', 'cancelled']

export function isTerminal(status: JobStatus): boolean {
  return terminalStatuses.includes(status)
}

/**
 * Records a job as `queued` and hands it to its runner: the jobs queue, or the job state machine for
 * workflow jobs. The record is written first, so a job the console can see always exists before any work.
 *
 * @example
 * const { jobId } = await enqueueJob({ kind: 'crawl-nested-urls', scope: versionScope, payload: { url } })
 */
export async function enqueueJob(options: {
  kind: JobKind
  scope: string
  payload: unknown
}): Promise<{ jobId: string }> {
  const runner = jobRunnerOf(options.kind)
  if (!runner) throw new Error(`Unknown job kind ${options.kind}`)
  const jobId = randomUUID()
  // The kind's definition (beside its domain) validates the payload when the job runs.
  await db()
    .entities.job.create({
      jobId,
      scope: options.scope,
      kind: options.kind,
      payload: options.payload,
      status: 'queued',
    })
    .go()
  await dispatchJob(jobId, runner)
  return { jobId }
}

/**
 * The runtime's SQS and Step Functions clients, loaded when a job is first dispatched: most functions that import
 * this module only read or cancel jobs, and loading the SDK's clients and core at import was most of their cold
 * start (docs/decisions/0018).
 */
async function queueClient() {
  const [{ sqsClient }, { SendMessageCommand }] = await Promise.all([
    import('../aws-clients/sqs.ts'),
    import('@aws-sdk/client-sqs'),
  ])
  return { sqsClient, SendMessageCommand }
}

async function workflowClient() {
  const [{ stepFunctionsClient }, { StartExecutionCommand }] = await Promise.all([
    import('../aws-clients/step-functions.ts'),
    import('@aws-sdk/client-sfn'),
  ])
  return { stepFunctionsClient, StartExecutionCommand }
}

/**
 * Hands a recorded job to its runner. Safe to repeat for a job that is already running or finished: the
 * runners skip finished jobs, and each step of a running one is idempotent. `executionName` must be new for
 * every dispatch of a workflow job (Step Functions keeps execution names for 90 days).
 */
export async function dispatchJob(jobId: string, runner: JobRunner, executionName = jobId): Promise<void> {
  const settings = environment()
  if (runner === 'queue') {
    const message: JobMessage = { jobId }
    const { sqsClient, SendMessageCommand } = await queueClient()
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: settings.JOBS_QUEUE_URL, MessageBody: JSON.stringify(message) }),
    )
    return
  }
  const { stepFunctionsClient, StartExecutionCommand } = await workflowClient()
  await stepFunctionsClient().send(
    new StartExecutionCommand({
      stateMachineArn: settings.JOB_STATE_MACHINE_ARN,
      name: executionName,
      input: JSON.stringify({ jobId }),
    }),
  )
}

/** Puts a queue job's message back on the queue, to be delivered after `delaySeconds` (at most 900, SQS's limit). */
export async function redeliverJobLater(message: JobMessage, delaySeconds: number): Promise<void> {
  const { sqsClient, SendMessageCommand } = await queueClient()
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: environment().JOBS_QUEUE_URL,
      MessageBody: JSON.stringify(message),
      DelaySeconds: Math.min(900, Math.max(0, Math.round(delaySeconds))),
    }),
  )
}

export async function getJob(jobId: string) {
  const { data } = await db().entities.job.get({ jobId }).go()
  return data
}

export type JobRecord = NonNullable<Awaited<ReturnType<typeof getJob>>>

/** Jobs of one scope (a version), newest first; with `kind`, only jobs of that kind. A keyed query on `byScope`. */
export async function listJobsOfScope(scope: string, kind?: JobKind): Promise<JobRecord[]> {
  const { data } = await db()
    .entities.job.query.byScope(kind ? { scope, kind } : { scope })
    .go({ pages: 'all', order: 'desc' })
  return data
}

/** Removes job records (a finished search the user deleted, the jobs of an erased version); missing ones are fine. */
export async function deleteJobs(jobIds: string[]): Promise<void> {
  if (jobIds.length > 0)
    await db()
      .entities.job.delete(jobIds.map((jobId) => ({ jobId })))
      .go()
}

/**
 * Marks a job cancelled unless it already ended. Runners stop calling a cancelled job's steps, and finishing
 * never overwrites `cancelled` (ADR 0006), so this is all a cancel needs on the job.
 */
export async function cancelJob(jobId: string): Promise<void> {
  try {
    await db()
      .entities.job.patch({ jobId })
      .set({ status: 'cancelled', finishedAt: new Date().toISOString() })
      .where(
        (attributes, operations) =>
          `${operations.eq(attributes.status, 'queued')} OR ${operations.eq(attributes.status, 'running')}`,
      )
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
}

/** Moves a job to `running` unless it already ended: the guard that makes redelivered messages harmless. */
export async function markJobRunning(jobId: string): Promise<boolean> {
  try {
    await db()
      .entities.job.patch({ jobId })
      .set({ status: 'running', startedAt: new Date().toISOString() })
      .add({ attempts: 1 })
      .where(
        (attributes, operations) =>
          `${operations.eq(attributes.status, 'queued')} OR ${operations.eq(attributes.status, 'running')}`,
      )
      .go()
    return true
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return false
    throw error
  }
}

export async function finishJob(
  jobId: string,
  outcome: { status: 'succeeded'; result?: Record<string, unknown> } | { status: 'failed'; reason: string },
): Promise<void> {
  const now = new Date().toISOString()
  await db()
    .entities.job.patch({ jobId })
    .set(
      outcome.status === 'succeeded'
        ? { status: 'succeeded', finishedAt: now, ...(outcome.result ? { result: outcome.result } : {}) }
        : { status: 'failed', finishedAt: now, failureReason: outcome.reason },
    )
    // A job cancelled meanwhile stays cancelled.
    .where((attributes, operations) => operations.eq(attributes.status, 'running'))
    .go()
    .catch((error: unknown) => {
      if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw error
    })
}

/** Replaces the result of a finished job, e.g. a search whose found links were checked again or dropped. */
export async function replaceJobResult(jobId: string, result: Record<string, unknown>): Promise<void> {
  await db().entities.job.patch({ jobId }).set({ result }).go()
}

export function jobContext<Payload>(
  job: { jobId: string; scope: string; kind: string; attempts: number },
  payload: Payload,
): JobContext<Payload> {
  return {
    jobId: job.jobId,
    scope: job.scope,
    payload,
    attempt: job.attempts,
    log: createLogger({ jobId: job.jobId, jobKind: job.kind }),
    reportProgress: async (completed, total, message) => {
      await db()
        .entities.job.patch({ jobId: job.jobId })
        .set({ progressCompleted: completed, progressTotal: total, ...(message ? { progressMessage: message } : {}) })
        .go()
    },
  }
}

/** The public reason of a failure: messages are meant for people, stacks stay in the logs. */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message.slice(0, 1000)
  return 'The job failed for an unknown reason.'
}
