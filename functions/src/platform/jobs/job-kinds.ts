/** `queue`: the work ends within one consumer invocation (SQS). `workflow`: steps and outside waits (Step Functions). */
export type JobRunner = 'queue' | 'workflow'

/**
 * Every job kind of the platform and the runner that drives it. Enqueuing, the consumers and the local restart
 * read the runner from here. Each kind's definition lives beside its domain (`domains/<domain>/<kind>-job.ts`) and
 * `functions/src/wiring/job-definitions.ts` maps every kind to it: a kind listed here without a definition there fails typecheck.
 */
export const jobRunners = {
  'delete-project': 'queue',
  'discover-nested-urls': 'queue',
  'extract-source-text': 'queue',
  'generate-knowledge': 'queue',
  'import-knowledge': 'queue',
  'run-test-cases': 'workflow',
  'train-model': 'workflow',
} as const satisfies Record<string, JobRunner>

export type JobKind = keyof typeof jobRunners
