import type { z } from 'zod'
import type { Logger } from '../platform/logger.ts'

export interface JobContext<Payload> {
  jobId: string
  scope: string
  payload: Payload
  /** Which delivery this is (1 for the first); work must be safe to repeat because SQS delivers at least once. */
  attempt: number
  reportProgress(completed: number, total: number, message?: string): Promise<void>
  log: Logger
}

/** A job that runs to completion in one consumer invocation (SQS). */
export interface QueueJobDefinition<Payload> {
  kind: string
  runner: 'queue'
  payload: z.ZodType<Payload>
  run(context: JobContext<Payload>): Promise<Record<string, unknown> | undefined>
}

export interface WorkflowStep {
  done: boolean
  /** Seconds before the state machine calls `continue` again (ignored when done). */
  waitSeconds?: number
  result?: Record<string, unknown>
}

/** A job with several steps or outside waits, driven by the job state machine (Step Functions). */
export interface WorkflowJobDefinition<Payload> {
  kind: string
  runner: 'workflow'
  payload: z.ZodType<Payload>
  start(context: JobContext<Payload>): Promise<WorkflowStep>
  continue(context: JobContext<Payload>): Promise<WorkflowStep>
}

export type JobDefinition<Payload = unknown> = QueueJobDefinition<Payload> | WorkflowJobDefinition<Payload>

const definitions = new Map<string, JobDefinition>()

/**
 * Makes a job kind runnable. Each domain registers its jobs from `jobs/job-kinds.ts`, which both the
 * consumers and the API import, so a job can never be enqueued without a runner that knows it.
 */
export function registerJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  definitions.set(definition.kind, definition as JobDefinition)
  return definition
}

export function jobDefinition(kind: string): JobDefinition | undefined {
  return definitions.get(kind)
}
