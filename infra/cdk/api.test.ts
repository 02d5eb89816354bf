import { resourceVariables } from '@platform/functions/platform/resource-names'
import { apiPrefix, type RouteDefinition, routeList } from '@platform/shared/routes'
import { Stack } from 'aws-cdk-lib'
import { Match } from 'aws-cdk-lib/assertions'
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { beforeAll, describe, expect, it } from 'vitest'
import { stageThrottle } from './api.ts'
import { ApiRoutes, defaultRouteMemoryMb, defaultRouteTimeoutSeconds, maximumRoutesPerStack } from './api-routes.ts'
import { functionNameFor } from './naming.ts'
import { type SynthesizedPlatform, synthesizePlatform, testApp, testStage } from './test-synthesis.ts'

type Resource = { Properties: Record<string, unknown> }

let platform: SynthesizedPlatform
const routeResources: Record<string, Resource> = {}
const functionResources: Record<string, Resource> = {}
const integrationResources: Record<string, Resource> = {}

beforeAll(() => {
  platform = synthesizePlatform()
  // Logical ids are unique within a template only; prefixing with the stack's index keeps them apart.
  platform.routeTemplates.forEach((template, index) => {
    const collect = (type: string, into: Record<string, Resource>) => {
      for (const [logicalId, resource] of Object.entries(template.findResources(type))) {
        into[`${index}/${logicalId}`] = resource as Resource
      }
    }
    collect('AWS::ApiGatewayV2::Route', routeResources)
    collect('AWS::Lambda::Function', functionResources)
    collect('AWS::ApiGatewayV2::Integration', integrationResources)
  })
})

function functionOfRoute(route: RouteDefinition): Resource {
  const found = Object.values(functionResources).find(
    (resource) => resource.Properties.FunctionName === functionNameFor(testStage, route.id),
  )
  if (!found) throw new Error(`No function named after route ${route.id}`)
  return found
}

describe('API routes', () => {
  it('has one Lambda function per route table entry, and no other function in the route stacks', () => {
    expect(routeList.length).toBeGreaterThan(0)
    expect(Object.keys(functionResources)).toHaveLength(routeList.length)
    expect(Object.keys(routeResources)).toHaveLength(routeList.length)
  })

  it.each(routeList.map((route) => [`${route.method} ${apiPrefix}${route.path}`, route] as const))(
    '%s is a route whose integration invokes its own function',
    (routeKey, route) => {
      const matches = Object.entries(routeResources).filter(([, resource]) => resource.Properties.RouteKey === routeKey)
      expect(matches).toHaveLength(1)
      const [routeLogicalId, routeResource] = matches[0]!
      const stackIndex = routeLogicalId.split('/')[0]

      const target = JSON.stringify(routeResource.Properties.Target)
      const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1]
      const integration = integrationResources[`${stackIndex}/${integrationId}`]
      expect(integration?.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' })
      const integrationUri = integration?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] } | undefined
      const invoked = functionResources[`${stackIndex}/${integrationUri?.['Fn::GetAtt'][0]}`]
      expect(invoked).toBeDefined()
      expect(invoked).toBe(functionOfRoute(route))
    },
  )

  it.each(routeList.map((route) => [route.id, route] as const))(
    '%s runs on Node 24, arm64, with its sizing and every resource variable',
    (_id, route) => {
      const properties = functionOfRoute(route).Properties
      expect(properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: route.memoryMb ?? defaultRouteMemoryMb,
        Timeout: route.timeoutSeconds ?? defaultRouteTimeoutSeconds,
      })
      const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables
      for (const name of Object.values(resourceVariables)) expect(variables).toHaveProperty(name)
      expect(variables[resourceVariables.deploymentMode]).toBe('cloud')
    },
  )

  it('throttles the default stage and logs its access', () => {
    platform.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: stageThrottle.rateLimit,
        ThrottlingBurstLimit: stageThrottle.burstLimit,
      },
      AccessLogSettings: { DestinationArn: {} },
    })
  })

  it('lets route functions start jobs and administer users, through a few shared roles', () => {
    // The shared role, and one per set of secrets route code reads (here only the code-signing key is configured).
    const routeRoles = Object.keys(
      platform.template.findResources('AWS::IAM::Role', {
        Properties: { Description: Match.stringLikeRegexp('^Shared by the API route functions') },
      }),
    )
    expect(routeRoles).toHaveLength(2)
    const policies = Object.values(platform.template.findResources('AWS::IAM::Policy'))
    for (const role of routeRoles) {
      const policy = JSON.stringify(policies.filter((each) => JSON.stringify(each).includes(`{"Ref":"${role}"}`)))
      for (const action of [
        'states:StartExecution',
        'cognito-idp:AdminCreateUser',
        'ses:SendEmail',
        'sqs:SendMessage',
      ]) {
        expect(policy, `${role} ${action}`).toContain(action)
      }
    }
    const roles = new Set(Object.values(functionResources).map((resource) => JSON.stringify(resource.Properties.Role)))
    expect(roles.size).toBe(routeRoles.length)
  })
})

describe('API route limits', () => {
  const baseRoute = routeList[0]!

  function buildRoutes(routes: RouteDefinition[]): void {
    const stack = new Stack(testApp(), 'LimitsStack')
    new ApiRoutes(stack, 'Routes', {
      stage: testStage,
      httpApi: new HttpApi(stack, 'HttpApi'),
      routes,
      accessFor: () => ({
        role: new Role(stack, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') }),
        environment: {},
      }),
    })
  }

  it('refuses a route that would outlast the API Gateway integration timeout', () => {
    expect(() => buildRoutes([{ ...baseRoute, timeoutSeconds: 60 }])).toThrow(/job/)
  })

  it('refuses a handler folder with more routes than one nested stack can hold', () => {
    const routes = Array.from({ length: maximumRoutesPerStack + 1 }, (_unused, index) => ({
      ...baseRoute,
      id: `route${index}`,
      path: `/many/${index}`,
      handler: 'crowded/handler',
    }))
    expect(() => buildRoutes(routes)).toThrow(/handlers\/crowded\//)
  })
})
