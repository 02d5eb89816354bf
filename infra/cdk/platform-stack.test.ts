import { tableDesign } from '@platform/functions/data/table-design'
import { deadLetterQueueName, queueDefinitions } from '@platform/functions/platform/jobs/queue-definitions'
import { scheduleDefinitions } from '@platform/functions/platform/jobs/schedule-definitions'
import { physicalName } from '@platform/functions/platform/resource-names'
import { jobStepFunctionPlaceholder } from '@platform/functions/workflows/job-workflow'
import { apiPrefix } from '@platform/shared/routes'
import { consoleContentSecurityPolicy } from '@platform/shared/security-headers'
import { Duration } from 'aws-cdk-lib'
import { Match, type Template } from 'aws-cdk-lib/assertions'
import { Schedule } from 'aws-cdk-lib/aws-events'
import { beforeAll, describe, expect, it } from 'vitest'
import { functionNameFor } from './naming.ts'
import { PlatformStack } from './platform-stack.ts'
import { synthesizePlatform, testApp, testMailDomain, testStage } from './test-synthesis.ts'

let template: Template

beforeAll(() => {
  template = synthesizePlatform().template
})

function logicalIdOf(type: string, properties: Record<string, unknown>): string {
  const matches = Object.keys(template.findResources(type, { Properties: properties }))
  expect(matches).toHaveLength(1)
  return matches[0]!
}

describe('data', () => {
  it('creates the single table from tableDesign', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1)
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      GlobalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    })
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain' })
  })

  it('blocks public access to every bucket, encrypts it and refuses plain HTTP', () => {
    const buckets = template.findResources('AWS::S3::Bucket')
    expect(Object.keys(buckets)).toHaveLength(3)
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      })
      expect(bucket.Properties.BucketEncryption).toBeDefined()
    }
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'))
    expect(policies).toHaveLength(3)
    for (const policy of policies) {
      expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"')
    }
  })
})

describe('auth', () => {
  it('signs users in by email with self sign-up, verification and optional TOTP', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    })
  })

  it('has a client without secret for password sign-in and refresh', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    })
  })
})

describe('jobs', () => {
  it.each(queueDefinitions.map((definition) => [definition.name, definition] as const))(
    'queue %s redrives to its dead-letter queue and feeds its consumer',
    (_name, definition) => {
      const deadLetterQueueId = logicalIdOf('AWS::SQS::Queue', {
        QueueName: physicalName(testStage, deadLetterQueueName(definition.name)),
      })
      const queueId = logicalIdOf('AWS::SQS::Queue', {
        QueueName: physicalName(testStage, definition.name),
        VisibilityTimeout: definition.visibilityTimeoutSeconds,
        RedrivePolicy: {
          deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] },
          maxReceiveCount: definition.maxReceiveCount,
        },
      })
      const consumerId = logicalIdOf('AWS::Lambda::Function', {
        FunctionName: functionNameFor(testStage, `${definition.name}-consumer`),
        Timeout: definition.consumerTimeoutSeconds,
        MemorySize: definition.consumerMemoryMb,
        Runtime: 'nodejs24.x',
      })
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
        FunctionName: { Ref: consumerId },
        BatchSize: definition.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      })
    },
  )

  it('runs the job workflow with the step function substituted for its placeholder', () => {
    const stepFunctionId = logicalIdOf('AWS::Lambda::Function', {
      FunctionName: functionNameFor(testStage, 'job-step'),
    })
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineName: physicalName(testStage, 'jobs'),
      DefinitionString: Match.stringLikeRegexp(`\\$\\{${jobStepFunctionPlaceholder}\\}`),
      DefinitionSubstitutions: { [jobStepFunctionPlaceholder]: { 'Fn::GetAtt': [stepFunctionId, 'Arn'] } },
      LoggingConfiguration: Match.objectLike({ Level: 'ALL' }),
    })
  })
})

describe('schedules', () => {
  it('has exactly one EventBridge rule per scheduled job', () => {
    template.resourceCountIs('AWS::Events::Rule', scheduleDefinitions.length)
  })

  it.each(scheduleDefinitions.map((definition) => [definition.name, definition] as const))(
    'rule %s runs its handler function on its rate, with the stack environment',
    (_name, definition) => {
      const functionId = logicalIdOf('AWS::Lambda::Function', {
        FunctionName: functionNameFor(testStage, `scheduled-${definition.name}`),
        Timeout: definition.timeoutSeconds,
        MemorySize: definition.memoryMb,
        Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
      })
      template.hasResourceProperties('AWS::Events::Rule', {
        Name: physicalName(testStage, definition.name),
        ScheduleExpression: Schedule.rate(Duration.minutes(definition.everyMinutes)).expressionString,
        State: 'ENABLED',
        Targets: [
          Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }),
        ],
      })
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
        Principal: 'events.amazonaws.com',
      })
    },
  )
})

describe('mail', () => {
  it('verifies the mail domain with SES', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: testMailDomain })
  })
})

describe('web', () => {
  function cacheBehaviors(): Record<string, unknown>[] {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'))
    return distribution?.Properties.DistributionConfig.CacheBehaviors ?? []
  }

  it('serves the API under /api/* uncached, with every viewer header but Host', () => {
    const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac'
    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad'
    const behaviors = cacheBehaviors()
    const apiBehavior = behaviors.find((behavior) => behavior.PathPattern === `${apiPrefix}/*`)
    expect(apiBehavior).toMatchObject({
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
      ViewerProtocolPolicy: 'https-only',
    })
    expect(apiBehavior?.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']))
  })

  it('serves the widget and, by default, the console from the web bucket', () => {
    expect(cacheBehaviors().map((behavior) => behavior.PathPattern)).toContain('/widget/*')
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ DefaultRootObject: 'index.html' }),
    })
  })

  it('reads the web bucket through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1)
  })
})

describe('stages', () => {
  it('refuses the local stage, which only local mode runs', () => {
    expect(
      () => new PlatformStack(testApp(), 'assistant-local', { stage: 'local', mailDomain: testMailDomain }),
    ).toThrow(/local mode/)
  })
})

describe('security headers', () => {
  const { template } = synthesizePlatform()

  it('sends the console its CSP with frame-ancestors none, and the widget pages none of that', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: consoleContentSecurityPolicy, Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31_536_000 }),
        }),
      }),
    })
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))
    const embeddable = policies.find((policy) =>
      String(policy.Properties.ResponseHeadersPolicyConfig.Comment).startsWith('Widget'),
    )
    expect(embeddable?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.FrameOptions).toBeUndefined()
    expect(
      embeddable?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    ).toBeUndefined()
  })
})
