import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics'
import { errorCatalogue } from '@platform/shared/errors'
import { isAppError } from './app-error.ts'
import {
  jsonLinesConsole,
  type LoggingConfiguration,
  loggingConfiguration,
  printThrough,
  serviceName,
} from './logger.ts'

/**
 * Business and platform metrics through Powertools Metrics: CloudWatch embedded metric format (EMF), one JSON line
 * per data point in the function's log, which CloudWatch turns into metrics without an API call on the request path.
 * One namespace for the whole product; every metric also has the `service` dimension (`assistant-<stage>`), and
 * the alarms in `infra/cdk/monitoring.ts` read them by these names and dimensions. In local mode the lines go to the
 * log file (`LOG_FILE`) and `npm run metrics` sums them.
 */
export const metricsNamespace = 'AssistantPlatform'

/** Where a chat answer was asked for. */
export type ChatChannel = 'playground' | 'embed' | 'openAiCompatible'
export const chatChannels: ChatChannel[] = ['playground', 'embed', 'openAiCompatible']

/** How many jobs of a kind start, succeed and fail, and how long they take (`platform/jobs/job-telemetry.ts`). */
function jobMetricFamily<Plural extends string, Singular extends string>(plural: Plural, singular: Singular) {
  const counted = { unit: MetricUnit.Count } as const
  return {
    [`${plural}Started`]: counted,
    [`${plural}Succeeded`]: counted,
    [`${plural}Failed`]: counted,
    [`${singular}Duration`]: { unit: MetricUnit.Milliseconds },
  } as Record<`${Plural}${'Started' | 'Succeeded' | 'Failed'}`, typeof counted> &
    Record<`${Singular}Duration`, { readonly unit: typeof MetricUnit.Milliseconds }>
}

/** Every metric the code emits: its unit and the one dimension (besides `service`) it is split by. */
export const metricCatalogue = {
  AnswersGiven: { unit: MetricUnit.Count, dimension: 'channel' },
  AnswersDeclined: { unit: MetricUnit.Count, dimension: 'channel' },
  AnswersFailed: { unit: MetricUnit.Count, dimension: 'channel' },
  ChatTokens: { unit: MetricUnit.Count, dimension: 'channel' },
  ChatLatency: { unit: MetricUnit.Milliseconds, dimension: 'channel' },
  ...jobMetricFamily('Trainings', 'Training'),
  ...jobMetricFamily('TestRuns', 'TestRun'),
  PagesCrawled: { unit: MetricUnit.Count },
  SignUps: { unit: MetricUnit.Count },
  PaymentsVerified: { unit: MetricUnit.Count },
  PaymentsFailed: { unit: MetricUnit.Count },
  WebhookRefusals: { unit: MetricUnit.Count },
  Errors: { unit: MetricUnit.Count, dimension: 'errorCode' },
  Requests: { unit: MetricUnit.Count, dimension: 'routeGroup' },
  ServerErrors: { unit: MetricUnit.Count, dimension: 'routeGroup' },
  Latency: { unit: MetricUnit.Milliseconds, dimension: 'routeGroup' },
  ThrottledCalls: { unit: MetricUnit.Count },
} as const satisfies Record<string, { unit: (typeof MetricUnit)[keyof typeof MetricUnit]; dimension?: string }>

export type MetricName = keyof typeof metricCatalogue
type DimensionOf<Name extends MetricName> = (typeof metricCatalogue)[Name] extends { dimension: infer D extends string }
  ? D
  : never

/** The metrics that have no dimension besides `service`. */
export type UndimensionedMetricName = {
  [Name in MetricName]: DimensionOf<Name> extends never ? Name : never
}[MetricName]

/**
 * Emits one data point at once (its own EMF line). Silent when logs are (`LOG_LEVEL=silent` without a log file: the
 * tests).
 *
 * @example recordMetric('Errors', 1, { errorCode: 'NOT_FOUND' })
 */
export function recordMetric<Name extends MetricName>(
  name: Name,
  value: number,
  ...dimensions: DimensionOf<Name> extends never ? [] : [Record<DimensionOf<Name>, string>]
): void {
  publish({ [name]: value } as Partial<Record<MetricName, number>>, dimensions[0] ?? {})
}

/**
 * Emits several metrics that share their dimensions as one EMF line (the request path's three per request).
 *
 * @example recordMetrics({ Requests: 1, ServerErrors: 0, Latency: 84 }, { routeGroup: 'projects' })
 */
export function recordMetrics<Names extends MetricName>(
  values: Record<Names, number>,
  dimensions: Record<DimensionOf<Names>, string>,
): void {
  publish(values, dimensions)
}

let shared: { metrics: Metrics; configuration: LoggingConfiguration } | undefined

/**
 * One EMF line. The instance is made once per configuration (making one reads the environment and builds a console:
 * most of a request's logging cost when done per line) and is filled and published in one synchronous step, so
 * concurrent invocations in one process (local mode) never share its buffer.
 */
function publish(values: Partial<Record<MetricName, number>>, dimensions: Record<string, string>): void {
  const configuration = loggingConfiguration()
  if (!configuration.LOG_FILE && configuration.LOG_LEVEL === 'silent') return
  if (shared?.configuration !== configuration) {
    const metrics = new Metrics({ namespace: metricsNamespace, serviceName: serviceName(configuration) })
    if (configuration.LOG_FILE) printThrough(metrics, jsonLinesConsole(configuration.LOG_FILE, false))
    shared = { metrics, configuration }
  }
  const { metrics } = shared
  for (const [dimension, dimensionValue] of Object.entries(dimensions)) metrics.addDimension(dimension, dimensionValue)
  for (const [name, value] of Object.entries(values) as Array<[MetricName, number]>)
    metrics.addMetric(name, metricCatalogue[name].unit, value)
  metrics.publishStoredMetrics()
}

/** The group a route's alarms and dashboard rows are kept by: its handler's folder (`projects/create-project` → `projects`). */
export function routeGroupOf(route: { handler: string }): string {
  return route.handler.split('/')[0] ?? route.handler
}

export type AnswerOutcome = 'given' | 'declined' | 'failed'

const answerMetric: Record<AnswerOutcome, 'AnswersGiven' | 'AnswersDeclined' | 'AnswersFailed'> = {
  given: 'AnswersGiven',
  declined: 'AnswersDeclined',
  failed: 'AnswersFailed',
}

/**
 * The chat metrics of one answer, for each channel's chat path to call once per message: the outcome, the tokens
 * it used and how long the caller waited.
 *
 * @example recordChatAnswer({ channel: 'embed', outcome: 'given', tokens: 412, latencyMilliseconds: 830 })
 */
export function recordChatAnswer(answer: {
  channel: ChatChannel
  outcome: AnswerOutcome
  tokens?: number
  latencyMilliseconds?: number
}): void {
  const channel = { channel: answer.channel }
  recordMetric(answerMetric[answer.outcome], 1, channel)
  if (answer.tokens !== undefined) recordMetric('ChatTokens', answer.tokens, channel)
  if (answer.latencyMilliseconds !== undefined) recordMetric('ChatLatency', answer.latencyMilliseconds, channel)
}

/**
 * Runs one chat answer and records its metrics: `failed` when it throws a server error (the error goes on),
 * `declined` when it is refused (4xx) or `describe` reads a decline in the reply, otherwise `given`, with its tokens
 * when the reply carries them; latency in every case.
 *
 * @example measureChatAnswer('playground', () => send(), (reply) => ({ declined: !reply.answered }))
 */
export async function measureChatAnswer<Reply>(
  channel: ChatChannel,
  answer: () => Promise<Reply>,
  describe: (reply: Reply) => { declined: boolean; tokens?: number },
): Promise<Reply> {
  const startedAt = performance.now()
  const latency = () => Math.round(performance.now() - startedAt)
  let reply: Reply
  try {
    reply = await answer()
  } catch (error) {
    // A refusal (no credits, a plan limit, a bad request) is an answer the caller gets, not a failure to answer.
    const refused = isAppError(error) && errorCatalogue[error.code].status < 500
    recordChatAnswer({ channel, outcome: refused ? 'declined' : 'failed', latencyMilliseconds: latency() })
    throw error
  }
  const { declined, tokens } = describe(reply)
  recordChatAnswer({ channel, outcome: declined ? 'declined' : 'given', tokens, latencyMilliseconds: latency() })
  return reply
}

/**
 * Runs `work` and counts it under `succeeded` when it settles, under `failed` when it throws (the error goes on).
 *
 * @example countOutcome(() => verifyOrder(params, body), { succeeded: 'PaymentsVerified', failed: 'PaymentsFailed' })
 */
export async function countOutcome<Result>(
  work: () => Promise<Result>,
  metrics: { succeeded?: UndimensionedMetricName; failed?: UndimensionedMetricName },
): Promise<Result> {
  try {
    const result = await work()
    if (metrics.succeeded) recordMetric(metrics.succeeded, 1)
    return result
  } catch (error) {
    if (metrics.failed) recordMetric(metrics.failed, 1)
    throw error
  }
}
