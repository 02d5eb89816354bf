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
  'AwsSolutions-IAM5':
    "Wildcards come from CDK grant methods scoped to this stage's own resources (the table's indexes, the buckets' objects, the state machine's executions, the functions' log streams); none reaches another resource or account.",
  'AwsSolutions-S1':
    'The buckets are reached only through the API (uploads, artifacts) and CloudFront with origin access control (web); requests are logged by the API. Server access logs need a log bucket per stage, left to operators who need them.',
  'AwsSolutions-COG1':
    'The password rule is the product spec’s (at least 8 characters with a letter and a number), the same in the API (shared/src/contracts/auth.ts) and the pool; logins are slowed per account and address.',
  'AwsSolutions-COG2':
    'Two-factor authentication is offered by the platform itself per user (emailed codes or an authenticator app), not by Cognito.',
  'AwsSolutions-COG8':
    'Cognito Plus (threat protection) is a paid tier; the platform throttles failed logins per account and address and asks for a CAPTCHA after repeated failures when one is configured.',
  'AwsSolutions-SF2':
    'The job workflow loops one step Lambda; each job records its progress and failure reason in the table and the Lambda logs carry the job id, so X-Ray tracing would add cost without information.',
  'AwsSolutions-CFR1': 'The assistants serve users worldwide; no country is restricted by design.',
  'AwsSolutions-CFR2':
    'Throttling is per route in API Gateway and per account and address for logins; a WAF web ACL is an account-level purchase left to the operator.',
  'AwsSolutions-CFR3':
    'CloudFront standard logs need a log bucket with ACLs; requests to the API are logged by its Lambdas. Operators enable it per deployment when needed.',
  'AwsSolutions-CFR4':
    "The distribution uses CloudFront's default certificate (*.cloudfront.net), whose minimum TLS version cannot be set; a deployment with its own domain and certificate sets TLSv1.2_2021.",
  'AwsSolutions-SMG4':
    'The model provider key is issued and rotated by the provider; Secrets Manager cannot rotate it without a provider-specific rotation function.',
}

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
    const reason = nagAcknowledgements[rule]
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
