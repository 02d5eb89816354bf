import { chatChannels, type MetricName, metricsNamespace, routeGroupOf } from '@platform/functions/platform/metrics'
import { physicalName } from '@platform/functions/platform/resource-names'
import { type RouteDefinition, routeList } from '@platform/shared/routes'
import { Aws, CfnCondition, Duration, Fn } from 'aws-cdk-lib'
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront'
import {
  Alarm,
  type CfnAlarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch'
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions'
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb'
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { Key } from 'aws-cdk-lib/aws-kms'
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda'
import { Topic } from 'aws-cdk-lib/aws-sns'
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions'
import type { Queue } from 'aws-cdk-lib/aws-sqs'
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions'
import { Construct } from 'constructs'
import type { Api } from './api.ts'
import type { Data } from './data.ts'
import type { Jobs } from './jobs.ts'
import type { PlatformFunction } from './platform-function.ts'
import type { Schedules } from './schedules.ts'
import type { Web } from './web.ts'

export interface MonitoringProps {
  stage: string
  api: Api
  data: Data
  jobs: Jobs
  schedules: Schedules
  web: Web
  /** Routes whose groups (handler folders) get their own 5xx-rate and p99 alarms; all of them by default. */
  routes?: readonly RouteDefinition[]
}

/** What the alarms watch, taken from the stack's constructs. */
interface Watched {
  httpApi: HttpApi
  routeGroups: string[]
  table: Table
  deadLetterQueues: Array<{ name: string; queue: Queue }>
  stateMachine: StateMachine
  /** The job functions (API routes are watched through the API's and their group's metrics). */
  workerFunctions: PlatformFunction[]
  scheduleFunctions: PlatformFunction[]
  distribution: Distribution
}

/** Context that subscribes an address to the alarm topic: `cdk deploy -c alarmEmail=ops@example.org`. */
export const alarmEmailContext = 'alarmEmail'

/**
 * Thresholds of the alarms, in one place for the stack, its tests and the runbook (`docs/operations.md`).
 * `periodMinutes` is the length of one datapoint; an alarm fires after `datapoints` breaching datapoints in a row.
 */
export const alarmThresholds = {
  apiServerErrorRatePercent: { threshold: 5, periodMinutes: 5, datapoints: 2 },
  apiLatencyP99Milliseconds: { threshold: 10_000, periodMinutes: 5, datapoints: 3 },
  routeGroupServerErrorRatePercent: { threshold: 5, periodMinutes: 5, datapoints: 2 },
  /** Chat groups wait for a model; the others answer from the table. */
  routeGroupLatencyP99Milliseconds: { threshold: 5_000, chatThreshold: 20_000, periodMinutes: 5, datapoints: 3 },
  workerErrors: { threshold: 3, periodMinutes: 5, datapoints: 1 },
  /** A scheduled run happens once an hour or a day: one failure is already a missed run. */
  scheduleErrors: { threshold: 1, periodMinutes: 5, datapoints: 1 },
  lambdaThrottles: { threshold: 10, periodMinutes: 5, datapoints: 2 },
  /** 80% of the default account quota of 1,000 concurrent executions. */
  lambdaConcurrentExecutions: { threshold: 800, periodMinutes: 5, datapoints: 2 },
  deadLetterMessages: { threshold: 1, periodMinutes: 5, datapoints: 1 },
  jobExecutionsFailed: { threshold: 3, periodMinutes: 15, datapoints: 1 },
  jobExecutionsTimedOut: { threshold: 1, periodMinutes: 15, datapoints: 1 },
  tableThrottles: { threshold: 10, periodMinutes: 5, datapoints: 2 },
  tableSystemErrors: { threshold: 1, periodMinutes: 5, datapoints: 1 },
  cloudFrontServerErrorRatePercent: { threshold: 5, periodMinutes: 5, datapoints: 2 },
  answerFailures: { threshold: 5, periodMinutes: 5, datapoints: 2 },
  paymentFailures: { threshold: 3, periodMinutes: 15, datapoints: 1 },
  webhookRefusals: { threshold: 3, periodMinutes: 15, datapoints: 1 },
} as const

type ThresholdName = keyof typeof alarmThresholds

/** The route groups whose requests wait for a model's answer. */
const chatRouteGroups = new Set(['playground', 'deployment'])

/** The table operations the platform sends, whose system errors are summed (an alarm reads at most 10 metrics). */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.QUERY,
  Operation.BATCH_GET_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
]

/**
 * What operators watch: every alarm of issue 41 sends to one SNS topic (encrypted, SSL only; an address subscribes
 * with `-c alarmEmail=`), and one dashboard shows the same signals. Business metrics are the embedded-metric-format
 * lines of `functions/src/platform/metrics.ts`, read here by the same names and dimensions.
 */
export class Monitoring extends Construct {
  readonly topic: Topic
  readonly dashboard: Dashboard
  readonly alarms: Alarm[] = []
  private readonly stage: string

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id)
    this.stage = props.stage
    // CloudWatch can publish to an encrypted topic only with a key whose policy lets it use the key.
    const key = new Key(this, 'AlarmTopicKey', {
      description: `Encrypts the ${props.stage} alarm topic`,
      enableKeyRotation: true,
    })
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*')
    this.topic = new Topic(this, 'AlarmTopic', {
      topicName: physicalName(props.stage, 'alarms'),
      displayName: `Assistant platform ${props.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    })
    const email: unknown = this.node.tryGetContext(alarmEmailContext)
    if (typeof email === 'string' && email.length > 0) this.topic.addSubscription(new EmailSubscription(email))

    const watched: Watched = {
      httpApi: props.api.httpApi,
      routeGroups: [...new Set((props.routes ?? routeList).map(routeGroupOf))].sort(),
      table: props.data.table,
      deadLetterQueues: props.jobs.queues.map(({ definition, deadLetterQueue }) => ({
        name: definition.name,
        queue: deadLetterQueue,
      })),
      stateMachine: props.jobs.stateMachine,
      workerFunctions: props.jobs.functions,
      scheduleFunctions: props.schedules.functions,
      distribution: props.web.distribution,
    }
    const api = this.apiAlarms(watched)
    const groups = this.routeGroupAlarms(watched.routeGroups)
    const functions = this.functionAlarms(watched)
    const queues = watched.deadLetterQueues.map(({ name, queue }) =>
      this.alarm(`dead-letters-${name}`, 'deadLetterMessages', queue.metricApproximateNumberOfMessagesVisible(), {
        statistic: 'Maximum',
        family: 'dead-letters',
        description: `Messages wait in the ${name} dead-letter queue: jobs that failed every delivery.`,
      }),
    )
    const jobs = [
      this.alarm('job-executions-failed', 'jobExecutionsFailed', watched.stateMachine.metricFailed(), {
        description: 'Job state machine executions (trainings, test runs) failed.',
      }),
      this.alarm('job-executions-timed-out', 'jobExecutionsTimedOut', watched.stateMachine.metricTimedOut(), {
        description: 'Job state machine executions timed out.',
      }),
    ]
    const table = this.tableAlarms(watched.table)
    const cloudFront = this.cloudFrontAlarm(watched.distribution)
    const business = this.businessAlarms()
    this.dashboard = this.createDashboard(watched, {
      api,
      groups,
      functions,
      queues,
      jobs,
      table,
      cloudFront,
      business,
    })
  }

  private alarm(
    name: string,
    thresholdName: ThresholdName,
    metric: IMetric,
    options: { description: string; statistic?: string; threshold?: number; family?: string },
  ): Alarm {
    const settings = alarmThresholds[thresholdName]
    const period = Duration.minutes(settings.periodMinutes)
    const measured =
      metric instanceof Metric
        ? metric.with({ period, ...(options.statistic ? { statistic: options.statistic } : {}) })
        : metric instanceof MathExpression
          ? metric.with({ period })
          : metric
    const alarm = new Alarm(
      this,
      `Alarm${name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase())}`,
      {
        alarmName: physicalName(this.stage, name),
        alarmDescription: `${options.description} Runbook: docs/operations.md#${options.family ?? name}.`,
        metric: measured,
        threshold: options.threshold ?? settings.threshold,
        evaluationPeriods: settings.datapoints,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No traffic is no trouble: quiet stages stay OK instead of INSUFFICIENT_DATA.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    )
    alarm.addAlarmAction(new SnsAction(this.topic))
    this.alarms.push(alarm)
    return alarm
  }

  /** A metric of `functions/src/platform/metrics.ts`, with the service dimension every one of them carries. */
  private platformMetric(name: MetricName, statistic: string, dimensions: Record<string, string> = {}): Metric {
    return new Metric({
      namespace: metricsNamespace,
      metricName: name,
      statistic,
      dimensionsMap: { service: `assistant-${this.stage}`, ...dimensions },
    })
  }

  private apiAlarms(props: Watched): Alarm[] {
    const serverErrorRate = new MathExpression({
      expression: '100 * apiErrors / MAX([apiRequests, 1])',
      usingMetrics: {
        apiErrors: props.httpApi.metricServerError({ statistic: 'Sum' }),
        apiRequests: props.httpApi.metricCount({ statistic: 'Sum' }),
      },
      label: 'API 5xx rate (%)',
    })
    return [
      this.alarm('api-5xx-rate', 'apiServerErrorRatePercent', serverErrorRate, {
        description: 'More than 5% of API requests answered 5xx (API Gateway: crashes and timeouts included).',
      }),
      this.alarm('api-latency-p99', 'apiLatencyP99Milliseconds', props.httpApi.metricLatency(), {
        statistic: 'p99',
        description: 'The API’s p99 latency passed 10 s.',
      }),
    ]
  }

  private routeGroupAlarms(routeGroups: string[]): Alarm[] {
    return routeGroups.flatMap((group) => {
      const dimension = { routeGroup: group }
      const rate = new MathExpression({
        // Ids are unique per group: the dashboard draws every group's expression in one graph.
        expression: `100 * errors_${group} / MAX([requests_${group}, 1])`,
        usingMetrics: {
          [`errors_${group}`]: this.platformMetric('ServerErrors', 'Sum', dimension),
          [`requests_${group}`]: this.platformMetric('Requests', 'Sum', dimension),
        },
        label: `${group} 5xx rate (%)`,
      })
      const latency = alarmThresholds.routeGroupLatencyP99Milliseconds
      return [
        this.alarm(`routes-5xx-rate-${group}`, 'routeGroupServerErrorRatePercent', rate, {
          family: 'routes-5xx-rate',
          description: `More than 5% of the ${group} routes’ requests answered 5xx.`,
        }),
        this.alarm(
          `routes-latency-p99-${group}`,
          'routeGroupLatencyP99Milliseconds',
          this.platformMetric('Latency', 'p99', dimension),
          {
            threshold: chatRouteGroups.has(group) ? latency.chatThreshold : latency.threshold,
            family: 'routes-latency-p99',
            description: `The ${group} routes’ p99 latency passed its threshold.`,
          },
        ),
      ]
    })
  }

  private functionAlarms({ workerFunctions, scheduleFunctions }: Watched): Alarm[] {
    const errorsOf = (watchedFunction: PlatformFunction, thresholdName: 'workerErrors' | 'scheduleErrors') => {
      const name = watchedFunction.node.id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
      return this.alarm(`function-errors-${name}`, thresholdName, watchedFunction.metricErrors({ statistic: 'Sum' }), {
        family: 'function-errors',
        description: `The function ${watchedFunction.node.id} failed invocations (crashes, timeouts, failed job steps or scheduled runs).`,
      })
    }
    const perFunction = [
      ...workerFunctions.map((workerFunction) => errorsOf(workerFunction, 'workerErrors')),
      ...scheduleFunctions.map((scheduleFunction) => errorsOf(scheduleFunction, 'scheduleErrors')),
    ]
    return [
      ...perFunction,
      // Account-wide: Lambda reports throttles and concurrency per account and Region, which is what runs out.
      this.alarm('lambda-throttles', 'lambdaThrottles', LambdaFunction.metricAllThrottles({ statistic: 'Sum' }), {
        description: 'Lambda throttled invocations in this account and Region.',
      }),
      this.alarm(
        'lambda-concurrency',
        'lambdaConcurrentExecutions',
        LambdaFunction.metricAllConcurrentExecutions({ statistic: 'Maximum' }),
        { description: 'Concurrent Lambda executions in this account and Region near the default quota.' },
      ),
    ]
  }

  private tableAlarms(table: Table): Alarm[] {
    const throttles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: table.metric('ReadThrottleEvents', { statistic: 'Sum' }),
        writes: table.metric('WriteThrottleEvents', { statistic: 'Sum' }),
      },
      label: 'Table throttle events',
    })
    return [
      this.alarm('table-throttles', 'tableThrottles', throttles, {
        description: 'DynamoDB throttled reads or writes of the table.',
      }),
      this.alarm(
        'table-system-errors',
        'tableSystemErrors',
        table.metricSystemErrorsForOperations({ operations: tableOperations }),
        { description: 'DynamoDB answered requests to the table with internal server errors.' },
      ),
    ]
  }

  /**
   * CloudFront publishes its metrics in us-east-1 only, and an alarm reads its own Region's metrics: the alarm exists
   * when the stage is deployed there (a CloudFormation condition); elsewhere the dashboard still shows the rate.
   */
  private cloudFrontAlarm(distribution: Distribution): Alarm {
    const alarm = this.alarm(
      'cloudfront-5xx-rate',
      'cloudFrontServerErrorRatePercent',
      distribution.metric5xxErrorRate(),
      { statistic: 'Average', description: 'More than 5% of CloudFront’s answers were 5xx.' },
    )
    const inUsEast1 = new CfnCondition(this, 'DeployedInUsEast1', {
      expression: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
    })
    ;(alarm.node.defaultChild as CfnAlarm).cfnOptions.condition = inUsEast1
    return alarm
  }

  private businessAlarms(): Alarm[] {
    const answerFailures = new MathExpression({
      expression: chatChannels.join(' + '),
      usingMetrics: Object.fromEntries(
        chatChannels.map((channel) => [channel, this.platformMetric('AnswersFailed', 'Sum', { channel })]),
      ),
      label: 'Answers failed (all channels)',
    })
    return [
      this.alarm('answer-failures', 'answerFailures', answerFailures, {
        description: 'Chat answers failed (playground, embed, OpenAI-compatible): the model provider or the platform.',
      }),
      this.alarm('payment-failures', 'paymentFailures', this.platformMetric('PaymentsFailed', 'Sum'), {
        description: 'Payment verifications failed.',
      }),
      this.alarm('webhook-refusals', 'webhookRefusals', this.platformMetric('WebhookRefusals', 'Sum'), {
        description: 'Payment gateway webhooks were refused (bad signature or body).',
      }),
    ]
  }

  private createDashboard(
    props: Watched,
    alarms: Record<'api' | 'groups' | 'functions' | 'queues' | 'jobs' | 'table' | 'business', Alarm[]> & {
      cloudFront: Alarm
    },
  ): Dashboard {
    const graph = (title: string, metrics: IMetric[], width = 8) => new GraphWidget({ title, left: metrics, width })
    const alarmMetrics = (list: Alarm[]) => list.map((alarm) => alarm.metric)
    const count = (name: MetricName, dimensions?: Record<string, string>) =>
      this.platformMetric(name, 'Sum', dimensions)
    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: physicalName(this.stage, 'operations') })
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# Assistant platform, stage ${this.stage}\nEvery alarm and what to do: docs/operations.md.`,
        width: 24,
        height: 2,
      }),
    )
    dashboard.addWidgets(
      graph('API 5xx rate and p99 latency', alarmMetrics(alarms.api)),
      graph('5xx rate per route group (%)', alarmMetrics(alarms.groups.filter((_, index) => index % 2 === 0))),
      graph('p99 latency per route group (ms)', alarmMetrics(alarms.groups.filter((_, index) => index % 2 === 1))),
    )
    dashboard.addWidgets(
      graph(
        'Answers by channel',
        chatChannels.flatMap((channel) => [
          count('AnswersGiven', { channel }),
          count('AnswersDeclined', { channel }),
          count('AnswersFailed', { channel }),
        ]),
      ),
      graph(
        'Chat latency p99 (ms) and tokens',
        chatChannels.flatMap((channel) => [
          this.platformMetric('ChatLatency', 'p99', { channel }),
          count('ChatTokens', { channel }),
        ]),
      ),
      graph('Trainings and test runs', [
        count('TrainingsStarted'),
        count('TrainingsSucceeded'),
        count('TrainingsFailed'),
        count('TestRunsStarted'),
        count('TestRunsSucceeded'),
        count('TestRunsFailed'),
      ]),
    )
    dashboard.addWidgets(
      graph('Sign-ups, crawled pages, payments, webhook refusals, throttled calls', [
        count('SignUps'),
        count('PagesCrawled'),
        count('PaymentsVerified'),
        count('PaymentsFailed'),
        count('WebhookRefusals'),
        count('ThrottledCalls'),
      ]),
      graph('Job durations p50 (ms)', [
        this.platformMetric('TrainingDuration', 'p50'),
        this.platformMetric('TestRunDuration', 'p50'),
      ]),
      graph('Dead-letter queues, job executions', [...alarmMetrics(alarms.queues), ...alarmMetrics(alarms.jobs)]),
    )
    dashboard.addWidgets(
      graph('Job and schedule function errors', alarmMetrics(alarms.functions)),
      graph('DynamoDB throttles and system errors', alarmMetrics(alarms.table)),
      graph('CloudFront 5xx rate (%)', [props.distribution.metric5xxErrorRate({ region: 'us-east-1' })]),
    )
    return dashboard
  }
}
