import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda'
import { isDependencyFailure } from '../dependency-failure.ts'
import { logger } from '../logger.ts'
import { findJobDefinition, type JobDefinitions } from './job-definition.ts'
import {
  failureReason,
  finishJob,
  getJob,
  isTerminal,
  type JobMessage,
  type JobRecord,
  jobContext,
  markJobRunning,
  redeliverJobLater,
} from './job-service.ts'
import { recordJobOutcome, withJobFields } from './job-telemetry.ts'
import { queueDefinitions } from './queue-definitions.ts'

const maxReceiveCount = queueDefinitions.find((queue) => queue.name === 'jobs')?.maxReceiveCount ?? 5

/**
 * Waits before a job whose attempt failed because a dependency was down (the database, storage) is tried again, about
 * half an hour in all. Such a failure does not use up the message's deliveries: an outage longer than their backoff
 * would otherwise move the message to the dead-letter queue while the job, whose failure could not be recorded
 * (the database was down), stayed `running` for good. After the last wait the deliveries count as usual.
 */
export const dependencyRetryDelaysSeconds = [2, 5, 10, 20, 30, 60, 120, 300, 600, 900]

async function processMessage(definitions: JobDefinitions, message: JobMessage, receiveCount: number): Promise<void> {
  const job = await getJob(message.jobId)
  if (job) return withJobFields(job, undefined, () => processJob(definitions, job, receiveCount))
  logger.warn('job message for a job that does not exist; dropping it', { jobId: message.jobId })
}

async function processJob(definitions: JobDefinitions, job: JobRecord, receiveCount: number): Promise<void> {
  if (isTerminal(job.status)) return
  const definition = findJobDefinition(definitions, job.kind)
  if (definition?.runner !== 'queue') {
    await markJobRunning(job.jobId)
    await finishJob(job.jobId, { status: 'failed', reason: `No queue runner for job kind ${job.kind}.` })
    return
  }
  if (!(await markJobRunning(job.jobId))) return
  const context = jobContext({ ...job, attempts: job.attempts + 1 }, definition.payload.parse(job.payload))
  const attempt = { ...job, startedAt: job.startedAt ?? new Date().toISOString() }
  recordJobOutcome(attempt, 'started')
  try {
    const result = await definition.run(context)
    await finishJob(job.jobId, { status: 'succeeded', result })
    recordJobOutcome(attempt, 'succeeded', { result })
  } catch (error) {
    context.log.error('job attempt failed', { error, receiveCount })
    // The last delivery records the failure; earlier ones rethrow so SQS redelivers after the visibility timeout
    // and, past maxReceiveCount, moves the message to the dead-letter queue.
    if (receiveCount >= maxReceiveCount && !isDependencyFailure(error)) {
      await finishJob(job.jobId, { status: 'failed', reason: failureReason(error) })
      recordJobOutcome(attempt, 'failed', { error })
    }
    throw error
  }
}

/** Puts the message back with the next delay when a dependency failed it; false when it must be redelivered as usual. */
async function redeliveredAfterOutage(message: JobMessage, error: unknown): Promise<boolean> {
  const retries = message.dependencyRetries ?? 0
  const delaySeconds = dependencyRetryDelaysSeconds[retries]
  if (!isDependencyFailure(error) || delaySeconds === undefined) return false
  try {
    await redeliverJobLater({ ...message, dependencyRetries: retries + 1 }, delaySeconds)
    return true
  } catch (sendError) {
    logger.error('could not put the job back on the queue', { error: sendError, jobId: message.jobId })
    return false
  }
}

/**
 * The consumer of the jobs queue for the given definitions (`functions/src/wiring/job-definitions.ts`). Reports failures per
 * message so one bad job does not redeliver the batch.
 */
export const createJobMessageConsumer = (definitions: JobDefinitions) =>
  async function consumeJobMessages(event: SQSEvent): Promise<SQSBatchResponse> {
    const batchItemFailures: SQSBatchItemFailure[] = []
    for (const record of event.Records) {
      let message: JobMessage | undefined
      try {
        message = JSON.parse(record.body) as JobMessage
        await processMessage(definitions, message, Number(record.attributes.ApproximateReceiveCount ?? '1'))
      } catch (error) {
        logger.error('job message failed', { error, messageId: record.messageId })
        if (message && (await redeliveredAfterOutage(message, error))) continue
        batchItemFailures.push({ itemIdentifier: record.messageId })
      }
    }
    return { batchItemFailures }
  }
