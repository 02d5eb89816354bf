import type * as z from 'zod'
import type { Logger } from '../logger.ts'
import { type JobKind, type JobRunner, jobRunners } from './job-kinds.ts'

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

/**
 * The definition of every job kind, as `functions/src/wiring/job-definitions.ts` lists them: one entry per kind, with the runner
 * `job-kinds.ts` gives it.
 */
export type JobDefinitions = {
  [Kind in JobKind]: JobDefinition & { kind: Kind; runner: (typeof jobRunners)[Kind] }
}

/**
 * Declares a job kind beside its domain; `functions/src/wiring/job-definitions.ts` makes it runnable.
 *
 * @example
 * export const deleteProjectJob = defineJob({ kind: 'delete-project', runner: 'queue', payload, run })
 */
// Marked free of side effects for esbuild: a function that only reaches a domain's index.ts then drops the job and
// everything it imports (providers, document readers) from its bundle.
/* @__NO_SIDE_EFFECTS__ */
export function defineJob<Kind extends JobKind, Payload>(
  definition: (QueueJobDefinition<Payload> | WorkflowJobDefinition<Payload>) & {
    kind: Kind
    runner: (typeof jobRunners)[Kind]
  },
) {
  return definition
}

const definitionsOfTests = new Map<string, JobDefinition>()

/**
 * Adds a job kind that only a test knows, to exercise the real queue, consumer and state machine with behaviour
 * of its own (a job that always fails, one with two steps). Returns the kind for `enqueueJob`.
 */
export function registerJobForTests<Payload>(definition: JobDefinition<Payload>): JobKind {
  definitionsOfTests.set(definition.kind, definition as JobDefinition)
  return definition.kind as JobKind
}

/** The definition of a recorded job's kind, or undefined for a kind this code does not know (any more). */
export function findJobDefinition(definitions: JobDefinitions, kind: string): JobDefinition | undefined {
  if (Object.hasOwn(definitions, kind)) return definitions[kind as JobKind]
  return definitionsOfTests.get(kind)
}

/** The runner of a job kind, or undefined for a kind this code does not know (any more). */
export function jobRunnerOf(kind: string): JobRunner | undefined {
  if (Object.hasOwn(jobRunners, kind)) return jobRunners[kind as JobKind]
  return definitionsOfTests.get(kind)?.runner
}
