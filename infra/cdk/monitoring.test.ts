import { deadLetterQueueName, queueDefinitions } from '@platform/functions/platform/jobs/queue-definitions'
import { metricsNamespace, routeGroupOf } from '@platform/functions/platform/metrics'
import { physicalName } from '@platform/functions/platform/resource-names'
import { routeList } from '@platform/shared/routes'
import { App } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { alarmThresholds } from './monitoring.ts'
import { PlatformStack } from './platform-stack.ts'
import { projectContext, testMailDomain, testStage } from './test-synthesis.ts'

let template: Template
let routeTemplates: Template[]

beforeAll(() => {
  const app = new App({
    context: { ...projectContext(), 'aws:cdk:bundling-stacks': [], alarmEmail: 'ops@example.org' },
  })
  const stack = new PlatformStack(app, 'assistant-test', { stage: testStage, mailDomain: testMailDomain })
  template = Template.fromStack(stack)
  routeTemplates = stack.apiRoutes.stacks.map((routeStack) => Template.fromStack(routeStack))
})

type AlarmResource = {
  Properties: Record<string, unknown> & { AlarmName: string; Threshold: number; AlarmActions: unknown[] }
  Condition?: string
}

function alarmsByName(): Map<string, AlarmResource> {
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as AlarmResource[]
  return new Map(alarms.map((alarm) => [alarm.Properties.AlarmName, alarm]))
}

const routeGroups = [...new Set(routeList.map(routeGroupOf))]
const name = (alarm: string) => physicalName(testStage, alarm)

/** Every alarm of issue 41 with the threshold it fires at (greater than or equal). */
const expectedAlarms: Array<[string, number]> = [
  ['api-5xx-rate', alarmThresholds.apiServerErrorRatePercent.threshold],
  ['api-latency-p99', alarmThresholds.apiLatencyP99Milliseconds.threshold],
  ...routeGroups.flatMap(
    (group): Array<[string, number]> => [
      [`routes-5xx-rate-${group}`, 5],
      [`routes-latency-p99-${group}`, ['playground', 'deployment'].includes(group) ? 20_000 : 5_000],
    ],
  ),
  ['function-errors-job-step-function', 3],
  ['function-errors-jobs-consumer', 3],
  ['function-errors-billing-cycles-function', 1],
  ['function-errors-source-resync-function', 1],
  ['lambda-throttles', 10],
  ['lambda-concurrency', 800],
  ...queueDefinitions.map((queue): [string, number] => [`dead-letters-${queue.name}`, 1]),
  ['job-executions-failed', 3],
  ['job-executions-timed-out', 1],
  ['table-throttles', 10],
  ['table-system-errors', 1],
  ['cloudfront-5xx-rate', 5],
  ['answer-failures', 5],
  ['payment-failures', 3],
  ['webhook-refusals', 3],
]

describe('alarms and the dashboard', () => {
  it('creates each alarm with its threshold, sending to the alarm topic', () => {
    const alarms = alarmsByName()
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'))
    expect(topic).toHaveLength(1)
    for (const [alarm, threshold] of expectedAlarms) {
      const resource = alarms.get(name(alarm))
      expect(resource, alarm).toBeDefined()
      expect(resource?.Properties, alarm).toMatchObject({
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topic[0] }],
      })
    }
    // Every job and schedule function has its errors alarm; nothing else is alarmed that this list does not name.
    const functionAlarms = [...alarms.keys()].filter((alarm) => alarm.startsWith(name('function-errors-')))
    expect(functionAlarms.length).toBeGreaterThanOrEqual(queueDefinitions.length + 1)
    const named = new Set(expectedAlarms.map(([alarm]) => name(alarm)))
    expect([...alarms.keys()].filter((alarm) => !named.has(alarm) && !functionAlarms.includes(alarm))).toEqual([])
  })

  it('reads the dead-letter queues, the route groups and the business metrics by their exact names', () => {
    const alarms = alarmsByName()
    const deadLetters = alarms.get(name(`dead-letters-${queueDefinitions[0]?.name}`))
    expect(deadLetters?.Properties).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Statistic: 'Maximum',
      EvaluationPeriods: 1,
    })
    expect(JSON.stringify(deadLetters?.Properties.Dimensions)).toMatch(/DeadLetterQueue/)
    expect(deadLetterQueueName(queueDefinitions[0]?.name ?? '')).toMatch(/dead|dlq/i)
    const projectsRate = JSON.stringify(alarms.get(name('routes-5xx-rate-projects'))?.Properties.Metrics)
    expect(projectsRate).toContain(metricsNamespace)
    expect(projectsRate).toContain('"routeGroup"')
    expect(projectsRate).toContain(`"assistant-${testStage}"`)
    expect(alarms.get(name('payment-failures'))?.Properties).toMatchObject({
      Namespace: metricsNamespace,
      MetricName: 'PaymentsFailed',
      Period: 900,
      Dimensions: [{ Name: 'service', Value: `assistant-${testStage}` }],
    })
    expect(JSON.stringify(alarms.get(name('answer-failures'))?.Properties.Metrics)).toMatch(
      /AnswersFailed.*playground|playground.*AnswersFailed/,
    )
  })

  it('keeps the CloudFront alarm to stages deployed in us-east-1, where CloudFront publishes its metrics', () => {
    const alarm = alarmsByName().get(name('cloudfront-5xx-rate'))
    expect(alarm?.Condition).toBeDefined()
    expect(template.toJSON().Conditions[alarm?.Condition ?? '']).toEqual({
      'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'],
    })
  })

  it('subscribes -c alarmEmail to an encrypted, SSL-only topic that CloudWatch may publish to', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' })
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: physicalName(testStage, 'alarms'),
      KmsMasterKeyId: Match.anyValue(),
    })
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Effect: 'Allow' }),
        ]),
      }),
    })
  })

  it('has one dashboard', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1)
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: physicalName(testStage, 'operations'),
    })
  })
})

describe('log level', () => {
  it('sets every function’s log level and debug sampling from -c logLevel and -c logSampleRate', () => {
    const app = new App({
      context: { ...projectContext(), 'aws:cdk:bundling-stacks': [], logLevel: 'debug', logSampleRate: '0.1' },
    })
    const stack = new PlatformStack(app, 'assistant-test', { stage: testStage, mailDomain: testMailDomain })
    const functions = [stack, ...stack.apiRoutes.stacks].flatMap((each) =>
      Object.values(Template.fromStack(each).findResources('AWS::Lambda::Function')),
    )
    const ours = functions.filter((resource) => resource.Properties.Description !== undefined)
    expect(ours.length).toBeGreaterThan(routeList.length)
    for (const resource of ours)
      expect(resource.Properties.Environment.Variables).toMatchObject({ LOG_LEVEL: 'debug', LOG_SAMPLE_RATE: '0.1' })
  })
})

describe('tracing', () => {
  it('traces every function actively, route functions included, and the job state machine', () => {
    const functions = [template, ...routeTemplates].flatMap((each) =>
      Object.values(each.findResources('AWS::Lambda::Function')),
    )
    expect(functions.length).toBeGreaterThan(routeList.length)
    const untraced = functions.filter((resource) => resource.Properties.TracingConfig?.Mode !== 'Active')
    // CDK's own helper functions (log retention, bucket deployment, …) are not ours to trace.
    expect(untraced.filter((resource) => resource.Properties.Description !== undefined)).toEqual([])
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', { TracingConfiguration: { Enabled: true } })
  })
})
