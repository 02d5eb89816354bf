/**
 * Every scheduled job of the platform, once: CDK creates an EventBridge rule per entry targeting a Lambda of the
 * handler module, and local mode's scheduler (infra/local/scheduler.ts) invokes the same module on the same
 * rate. Handlers are idempotent (they act on what is due and record what they did), so a late or doubled tick
 * does no harm.
 */
export interface ScheduleDefinition {
  /** Logical name; the rule's and function's physical names get the stage prefix. */
  name: string
  description: string
  /** Module under `functions/src/`, without extension; it exports `handler` (no input). */
  handler: string
  everyMinutes: number
  timeoutSeconds: number
  memoryMb: number
}

export const scheduleDefinitions: ScheduleDefinition[] = [
  {
    name: 'billing-cycles',
    description: 'Renews billing cycles that are due and ends cancelled and trial subscriptions at their cycle end',
    handler: 'handlers/scheduled/run-billing-cycles',
    everyMinutes: 60,
    timeoutSeconds: 300,
    memoryMb: 512,
  },
  {
    name: 'source-resync',
    description:
      'Fetches links set to re-sync daily or weekly again and regenerates knowledge of the pages that changed',
    handler: 'handlers/scheduled/resync-sources',
    everyMinutes: 60,
    timeoutSeconds: 900,
    memoryMb: 1024,
  },
  {
    name: 'improvement-digests',
    description:
      'Emails each project with open Improve groups its weekly digest: the top unanswered groups, to its admins',
    handler: 'handlers/scheduled/send-improvement-digests',
    everyMinutes: 7 * 24 * 60,
    timeoutSeconds: 900,
    memoryMb: 512,
  },
]
