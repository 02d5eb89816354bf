import { type App, Validations } from 'aws-cdk-lib'
import { AwsSolutionsChecks } from 'cdk-nag'
import type { IConstruct } from 'constructs'

/**
 * The AwsSolutions (cdk-nag) rules this app does not follow, each with the reason a reviewer gets. A finding of a
 * rule not listed here fails the CDK assertion tests (`nag.test.ts`), so a new gap is fixed or argued, not hidden.
 */
export const nagAcknowledgements: Record<string, string> = {
  'AwsSolutions-L1':
    'Functions run on Node.js 20 on purpose (ADR 0002: the runtime local mode runs, pinned); moving to a newer runtime is a recorded decision, not drift.',
  'AwsSolutions-APIG4':
    'Authorization is the session check of the handler pipeline (functions/src/platform/http-handler.ts and access-control.ts) on every route, driven by the route table and tested by the isolation suite; public routes (sign-up, login, health, embed) are public by the product spec.',
  'AwsSolutions-IAM4':
    'AWSLambdaBasicExecutionRole is the managed policy CDK gives every Lambda; it allows writing CloudWatch Logs and nothing else.',
  'AwsSolutions-S1':
    'The buckets are reached only through the API (uploads, artifacts) and CloudFront with origin access control (web); requests are logged by the API. Server access logs need a log bucket per stage, left to operators who need them.',
  'AwsSolutions-COG1':
    'The password rule is the product spec’s (at least 8 characters with a letter and a number), the same in the API (shared/src/contracts/auth.ts) and the pool; logins are slowed per account and address.',
  'AwsSolutions-COG2':
    'Two-factor authentication is offered by the platform itself per user (emailed codes or an authenticator app), not by Cognito.',
  'AwsSolutions-COG8':
    'Cognito Plus (threat protection) is a paid tier; the platform throttles failed logins per account and address and asks for a CAPTCHA after repeated failures when one is configured.',
  'AwsSolutions-CFR1': 'The assistants serve users worldwide; no country is restricted by design.',
  'AwsSolutions-CFR2':
    'Throttling is per route in API Gateway and per account and address for logins; a WAF web ACL is an account-level purchase left to the operator.',
  'AwsSolutions-CFR3':
    'CloudFront standard logs need a log bucket with ACLs; requests to the API are logged by its Lambdas. Operators enable it per deployment when needed.',
  'AwsSolutions-CFR4':
    "The distribution uses CloudFront's default certificate (*.cloudfront.net), whose minimum TLS version cannot be set; a deployment with its own domain and certificate sets TLSv1.2_2021.",
  'AwsSolutions-SQS3':
    'The table stream’s dead-letter queue (infra/cdk/table-stream-consumer.ts) is the on-failure destination of the stream’s event source mapping, which cdk-nag does not recognize as a dead-letter queue (it looks for SQS redrive policies); the queues’ own dead-letter queues are redrive targets.',
  'AwsSolutions-SMG4':
    'The model provider key is issued and rotated by the provider; Secrets Manager cannot rotate it without a provider-specific rotation function.',
}

/**
 * AwsSolutions-IAM5 (wildcards in IAM policies), reviewed finding by finding: each wildcard left is acknowledged only
 * for its exact resource pattern, so a new wildcard (another grant method, another resource) fails the test until it
 * is narrowed or argued here. Patterns match the finding's id, `AwsSolutions-IAM5[Resource::…]`.
 */
export const wildcardAcknowledgements: Array<{ finding: RegExp; reason: string }> = [
  {
    finding: /^AwsSolutions-IAM5\[Resource::<DataUploadsBucket\w+\.Arn>\/\*\]$/,
    reason:
      'Objects of the uploads bucket (arn:…:<uploads bucket>/*): keys are <organization>/<project>/<version>/<file id> made at upload time, so no fixed list exists; actions are only s3:GetObject, s3:PutObject and s3:DeleteObject, and tenants are separated by the access check before any key is built.',
  },
  {
    finding: /^AwsSolutions-IAM5\[Resource::<DataArtifactsBucket\w+\.Arn>\/\*\]$/,
    reason:
      'Objects of the artifacts bucket (arn:…:<artifacts bucket>/*): extracted texts, training files and retrieval indexes under keys made per job; actions are only s3:GetObject, s3:PutObject and s3:DeleteObject.',
  },
  {
    finding:
      /^AwsSolutions-IAM5\[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:\{"Fn::Select":\[6,\{"Fn::Split":\[":",\{"Ref":"JobsJobStateMachine\w+"\}\]\}\]\}:\*\]$/,
    reason:
      "Executions of this stage's job state machine only (arn:…:execution:<stage>-jobs:*): an execution is named by its job id when the job starts, so it cannot be listed in advance; actions are states:DescribeExecution and states:StopExecution (cancelling a training).",
  },
  {
    finding: /^AwsSolutions-IAM5\[Resource::<JobsJobStepFunction\w+\.Arn>:\*\]$/,
    reason:
      "Versions and aliases of the job step function (arn:…:function:<stage>-job-step:*), added by CDK's grantInvoke next to the function's own ARN so the state machine can call it; lambda:InvokeFunction on that one function only.",
  },
  {
    finding: /^AwsSolutions-IAM5\[Resource::\*\]$/,
    reason:
      "Actions AWS authorizes only on resource \"*\": the state machine role's CloudWatch Logs delivery actions (logs:CreateLogDelivery, GetLogDelivery, UpdateLogDelivery, DeleteLogDelivery, ListLogDeliveries, PutResourcePolicy, DescribeResourcePolicies, DescribeLogGroups; Step Functions logging documentation), which CDK adds for the job state machine's log group, and X-Ray's xray:PutTraceSegments, PutTelemetryRecords, GetSamplingRules and GetSamplingTargets, which active tracing adds to the functions' and the state machine's roles (X-Ray has no resource-level permissions).",
  },
  {
    finding:
      /^AwsSolutions-IAM5\[Resource::arn:<AWS::Partition>:logs:<AWS::Region>:<AWS::AccountId>:log-group:\/aws\/lambda\/[\w-]+-\*:\*\]$/,
    reason:
      "Log groups of this stage's API functions (arn:…:log-group:/aws/lambda/<stage>-*:*): the route Lambdas share a few roles (one for those that read no secret, one per set of secrets read; one per route would pass the template's resource limit) and each writes its own log group; logs:CreateLogStream and logs:PutLogEvents only.",
  },
]

function constructAt(app: App, path: string): IConstruct | undefined {
  return app.node.findAll().find((construct) => construct.node.path === path)
}

/**
 * Runs the AwsSolutions checks over the app and acknowledges the findings of the rules listed above on the
 * constructs they concern, with the rule's reason. Returns the findings left: those of unlisted rules.
 *
 * @example expect(acknowledgeNagFindings(app)).toEqual([])
 */
export function acknowledgeNagFindings(app: App): string[] {
  const report = new AwsSolutionsChecks(app).validateScope(app)
  const left: string[] = []
  for (const violation of report.violations) {
    const rule = violation.ruleName.split('[')[0] ?? violation.ruleName
    const reason =
      nagAcknowledgements[rule] ??
      wildcardAcknowledgements.find((entry) => entry.finding.test(violation.ruleName))?.reason
    for (const resource of violation.violatingResources) {
      const construct = resource.constructPath ? constructAt(app, resource.constructPath) : undefined
      if (reason && construct) Validations.of(construct).acknowledge({ id: violation.ruleName, reason })
      else
        left.push(
          `${violation.ruleName} (${violation.severity}) at ${resource.constructPath}: ${violation.description}`,
        )
    }
  }
  return left
}
