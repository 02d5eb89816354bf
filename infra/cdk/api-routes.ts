import { apiPrefix, type RouteDefinition } from '@platform/shared/routes'
import { NestedStack } from 'aws-cdk-lib'
import { type HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2'
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations'
import type { IRole } from 'aws-cdk-lib/aws-iam'
import { Construct } from 'constructs'
import { functionNameFor, pascalCase } from './naming.ts'
import { PlatformFunction } from './platform-function.ts'
import { handlerSourceFile } from './project-paths.ts'

export const defaultRouteMemoryMb = 512
export const defaultRouteTimeoutSeconds = 29

/** API Gateway gives up on an integration after 29 seconds; anything longer must be a job. */
const maximumRouteTimeoutSeconds = 29

/**
 * Each route costs five resources (function, log group, integration, route, invoke permission) and a template
 * holds at most 500. The limit leaves room for parameters and for a few more resources per route later.
 */
export const maximumRoutesPerStack = 90

/** What a route function runs as and with: given by the stack, which knows the secrets each handler reads. */
export interface RouteFunctionAccess {
  role: IRole
  environment: Record<string, string>
}

export interface ApiRoutesProps {
  stage: string
  httpApi: HttpApi
  routes: readonly RouteDefinition[]
  /** The role and environment of the function built from a handler's source file. */
  accessFor: (sourceFile: string) => RouteFunctionAccess
}

/**
 * One route and one function per entry of the route table. The spec's full API is about 150 routes, far past
 * CloudFormation's 500 resources per template, so routes go into nested stacks, one per handler folder
 * (`handlers/<domain>/`): a route stays in the same stack as long as its handler stays in its folder.
 */
export class ApiRoutes extends Construct {
  readonly stacks: NestedStack[] = []
  /** By route id. */
  readonly functions = new Map<string, PlatformFunction>()

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id)

    for (const [domain, routes] of groupByHandlerFolder(props.routes)) {
      if (routes.length > maximumRoutesPerStack) {
        throw new Error(
          `handlers/${domain}/ has ${routes.length} routes; a route stack holds at most ${maximumRoutesPerStack}. ` +
            'Split the folder into sub-domains (the route stack follows the first folder of the handler path).',
        )
      }
      const stack = new NestedStack(this, `${pascalCase(domain)}Routes`, {
        description: `API routes whose handlers live in functions/src/handlers/${domain}/`,
      })
      this.stacks.push(stack)
      for (const route of routes) this.functions.set(route.id, addRoute(stack, route, props))
    }
  }
}

function addRoute(scope: Construct, route: RouteDefinition, props: ApiRoutesProps): PlatformFunction {
  const timeoutSeconds = route.timeoutSeconds ?? defaultRouteTimeoutSeconds
  if (timeoutSeconds > maximumRouteTimeoutSeconds) {
    throw new Error(
      `Route ${route.id}: timeoutSeconds ${timeoutSeconds} exceeds API Gateway's ${maximumRouteTimeoutSeconds} s; ` +
        'record a job and let a queue or the job state machine do the work',
    )
  }
  const idPrefix = pascalCase(route.id)
  const sourceFile = handlerSourceFile(route.handler)
  const { role, environment } = props.accessFor(sourceFile)
  const routeFunction = new PlatformFunction(scope, `${idPrefix}Function`, {
    functionName: functionNameFor(props.stage, route.id),
    description: `${route.method} ${apiPrefix}${route.path}: ${route.summary}`.slice(0, 256),
    sourceFile,
    memoryMb: route.memoryMb ?? defaultRouteMemoryMb,
    timeoutSeconds,
    role,
    environment,
  })
  new HttpRoute(scope, `${idPrefix}Route`, {
    httpApi: props.httpApi,
    routeKey: HttpRouteKey.with(`${apiPrefix}${route.path}`, HttpMethod[route.method]),
    integration: new HttpLambdaIntegration(`${idPrefix}Integration`, routeFunction),
  })
  return routeFunction
}

/** `identity/get-current-user` belongs to `identity`; a handler directly under `handlers/` to `root`. */
function groupByHandlerFolder(routes: readonly RouteDefinition[]): Map<string, RouteDefinition[]> {
  const groups = new Map<string, RouteDefinition[]>()
  for (const route of routes) {
    const separator = route.handler.indexOf('/')
    const domain = separator === -1 ? 'root' : route.handler.slice(0, separator)
    groups.set(domain, [...(groups.get(domain) ?? []), route])
  }
  return groups
}
