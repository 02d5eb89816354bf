import { createLogger, takeColdStart, withInvocationFields } from '../logger.ts'
import { recordMetric, type UndimensionedMetricName } from '../metrics.ts'
import type { JobKind } from './job-kinds.ts'

interface JobIdentity {
  jobId: string
  kind: string
  scope: string
}

/** The metrics of the job kinds operators watch: how many start, succeed and fail, and how long they take. */
const jobMetrics: Partial<
  Record<
    JobKind,
    {
      started: UndimensionedMetricName
      succeeded: UndimensionedMetricName
      failed: UndimensionedMetricName
      duration: UndimensionedMetricName
    }
  >
> = {
  'train-model': {
    started: 'TrainingsStarted',
    succeeded: 'TrainingsSucceeded',
    failed: 'TrainingsFailed',
    duration: 'TrainingDuration',
  },
  'run-test-cases': {
    started: 'TestRunsStarted',
    succeeded: 'TestRunsSucceeded',
    failed: 'TestRunsFailed',
    duration: 'TestRunDuration',
  },
}

/** Runs one job invocation with the job's fields (id, kind, organization, project) on every line it logs. */
export function withJobFields<T>(job: JobIdentity, requestId: string | undefined, work: () => Promise<T>): Promise<T> {
  // Scopes are `organization/project/version` (data/version-scope.ts); other scopes carry no tenancy.
  const [organizationId, projectId] = job.scope.split('/')
  return withInvocationFields(
    {
      jobId: job.jobId,
      jobKind: job.kind,
      ...(requestId ? { requestId } : {}),
      ...(organizationId && projectId ? { organizationId, projectId } : {}),
      coldStart: takeColdStart(),
    },
    work,
  )
}

export type JobOutcome = 'started' | 'succeeded' | 'failed'

/**
 * Logs a job's start or end (its outcome, duration since it started, the error's name) and counts it in the metrics
 * of its kind. `startedAt` is the job record's; `result` is a finished job's.
 */
export function recordJobOutcome(
  job: JobIdentity & { startedAt?: string },
  outcome: JobOutcome,
  { error, result }: { error?: unknown; result?: Record<string, unknown> } = {},
): void {
  const started = job.startedAt ? Date.parse(job.startedAt) : Number.NaN
  const durationMilliseconds = outcome !== 'started' && Number.isFinite(started) ? Date.now() - started : undefined
  const errorCode = error ? ((error as { code?: unknown }).code ?? (error as Error).name) : undefined
  const log = createLogger()
  const fields = { outcome, durationMilliseconds, ...(errorCode ? { errorCode: String(errorCode) } : {}) }
  if (outcome === 'failed') log.error('job ended', fields)
  else log.info(outcome === 'started' ? 'job started' : 'job ended', fields)
  // A search for nested links reports the pages it fetched (`crawled`) in its result.
  if (job.kind === 'discover-nested-urls' && typeof result?.crawled === 'number')
    recordMetric('PagesCrawled', result.crawled)
  const metrics = jobMetrics[job.kind as JobKind]
  if (!metrics) return
  recordMetric(metrics[outcome], 1)
  if (durationMilliseconds !== undefined) recordMetric(metrics.duration, durationMilliseconds)
}
