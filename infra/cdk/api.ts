import { physicalName } from '@platform/functions/platform/resource-names'
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib'
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway'
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2'
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs'
import { Construct } from 'constructs'
import { logGroupNameFor } from './naming.ts'

export interface ApiProps {
  stage: string
}

/**
 * A ceiling for the whole stage, against runaway cost, not a per-client limit: API Gateway counts every caller
 * together, so the route table's per-client rate-limit classes are enforced by the handlers' limiter instead.
 */
export const stageThrottle = { rateLimit: 200, burstLimit: 400 }

/** Only variables HTTP APIs define; REST API fields such as `resourcePath` would be rejected at deploy. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMilliseconds: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
)

/**
 * The HTTP API and the one role its route functions share. Routes are added by `ApiRoutes`, once the rest of the
 * platform exists, because their functions' environment names the CloudFront origin that fronts this API.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi
  readonly defaultStage: HttpStage
  /**
   * The role of the route functions that read no secret. Shared because the route table says nothing about which
   * resources a route touches, so every route function would get the same grants anyway; one role instead of one
   * per route keeps IAM and the templates small. Functions that read secrets get a role per set of secrets they
   * read (`addFunctionRole`), so each secret is readable only by the functions whose code reads it.
   */
  readonly functionRole: Role
  readonly #logGroupPattern: string

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id)

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: physicalName(props.stage, 'api'),
      // The stage is created below so that it can carry throttling and access logs.
      createDefaultStage: false,
    })

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    })
    this.defaultStage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stageThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: accessLogFormat,
      },
    })

    // Log groups live beside their functions in the route stacks; naming them by pattern avoids referencing each.
    this.#logGroupPattern = Stack.of(this).formatArn({
      service: 'logs',
      resource: 'log-group',
      resourceName: `${logGroupNameFor(physicalName(props.stage, '*'))}:*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    })
    this.functionRole = this.addFunctionRole('FunctionRole', 'Shared by the API route functions that read no secret')
  }

  /** A role for route functions, allowed to write their logs; the stack adds what the functions use. */
  addFunctionRole(id: string, description: string): Role {
    const role = new Role(this, id, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description })
    role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.#logGroupPattern],
      }),
    )
    return role
  }
}
