import { Stack } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import type { CfnRole, Role } from 'aws-cdk-lib/aws-iam'
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda'
import type { CfnSecret } from 'aws-cdk-lib/aws-secretsmanager'
import { beforeAll, describe, expect, it } from 'vitest'
import { importedModules, secretsNamedIn } from './function-secrets.ts'
import type { PlatformFunction } from './platform-function.ts'
import { PlatformStack } from './platform-stack.ts'
import { testApp, testMailDomain, testStage } from './test-synthesis.ts'

let stack: PlatformStack
let template: Template

/** The variables whose values are secrets: in the cloud they are read at run time, never set on a function. */
const secretVariables = [
  'CODE_SIGNING_SECRET',
  'MODEL_PROVIDER_API_KEY',
  'RECAPTCHA_SECRET',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
]

beforeAll(() => {
  stack = new PlatformStack(testApp(), 'assistant-test', {
    stage: testStage,
    mailDomain: testMailDomain,
    modelProvider: {
      baseUrl: 'https://api.together.xyz/v1',
      chatModel: 'meta-llama',
      apiKeySecretName: 'together-key',
    },
    recaptchaSecretName: 'recaptcha',
    razorpay: { keyId: 'rzp_test_key', keySecretName: 'razorpay-key', webhookSecretName: 'razorpay-webhook' },
  })
  template = Template.fromStack(stack)
})

type FunctionProperties = { Environment?: { Variables?: Record<string, unknown> } }

/** The environment of every function: the stack's own (jobs, schedules, stream) and each route stack's. */
function everyFunctionEnvironment(): Array<Record<string, unknown>> {
  const templates = [template, ...stack.apiRoutes.stacks.map((routeStack) => Template.fromStack(routeStack))]
  return templates.flatMap((each) =>
    Object.values(each.findResources('AWS::Lambda::Function')).map(
      (resource) => (resource as { Properties: FunctionProperties }).Properties.Environment?.Variables ?? {},
    ),
  )
}

function jobFunctionEnvironment(): Record<string, unknown> {
  return everyFunctionEnvironment().find((variables) => variables.MODEL_PROVIDER_BASE_URL) ?? {}
}

/** Every function of the stack, by its name: the routes' by route id, the others by their physical name. */
function everyFunction(): Map<string, PlatformFunction> {
  const others = [...stack.jobs.functions, ...stack.schedules.functions]
  const streamConsumer = stack.node.findAll().find((construct) => construct.node.path.endsWith('/TableStream/Consumer'))
  return new Map<string, PlatformFunction>([
    ...stack.apiRoutes.functions,
    ...[...others, streamConsumer as PlatformFunction].map((each): [string, PlatformFunction] => [
      each.node.path.replace(/^.*?\//, ''),
      each,
    ]),
  ])
}

/** How a grant names each secret in a policy: the generated one by reference, the imported ones by name. */
function secretMarkers(): Array<[string, string]> {
  return Object.entries(stack.secrets).map(([name, secret]) => {
    const generated = secret.node.defaultChild as CfnSecret | undefined
    return [name, generated ? `{"Ref":"${stack.getLogicalId(generated)}"}` : `:secret:${secret.secretName}-??????`]
  })
}

/** The secrets a function's role may read (secretsmanager:GetSecretValue), from every policy of the role. */
function secretsReadableBy(platformFunction: PlatformFunction): string[] {
  const roleId = stack.getLogicalId((platformFunction.role as Role).node.defaultChild as CfnRole)
  const statements = Object.values(template.findResources('AWS::IAM::Policy'))
    .map((policy) => policy.Properties as { Roles: unknown[]; PolicyDocument: { Statement: unknown[] } })
    .filter((policy) => JSON.stringify(policy.Roles).includes(`{"Ref":"${roleId}"}`))
    .flatMap((policy) => policy.PolicyDocument.Statement.map((statement) => JSON.stringify(statement)))
    .filter((statement) => statement.includes('secretsmanager:GetSecretValue'))
  return secretMarkers()
    .filter(([, marker]) => statements.some((statement) => statement.includes(marker)))
    .map(([name]) => name)
    .sort()
}

/** The secrets named in a function's SECRET_ARNS. */
function secretsLocatedFor(platformFunction: PlatformFunction): string[] {
  const resource = Stack.of(platformFunction).resolve(
    (platformFunction.node.defaultChild as CfnFunction).environment,
  ) as { variables?: { SECRET_ARNS?: unknown } }
  const text = JSON.stringify(resource.variables?.SECRET_ARNS ?? '')
  return secretVariables.filter((name) => text.includes(`\\"${name}\\":`)).sort()
}

describe('secrets and model provider settings', () => {
  it('gives no function a secret value or a deploy-time reference to one, only where each secret is', () => {
    const environments = everyFunctionEnvironment()
    expect(environments.filter((variables) => variables.TABLE_NAME).length).toBeGreaterThan(10)
    for (const variables of environments) {
      expect(JSON.stringify(variables)).not.toContain('{{resolve:secretsmanager')
      for (const name of secretVariables) expect(variables[name], name).toBeUndefined()
      if (variables.TABLE_NAME) expect(variables.SECRET_ARNS, 'SECRET_ARNS, {} when none').toBeDefined()
    }
  })

  it('grants each secret, and says where it is, only to the functions whose code reads it', () => {
    const functions = everyFunction()
    expect(functions.size).toBeGreaterThan(100)
    const wrong: string[] = []
    const readers: Record<string, string[]> = {}
    for (const [name, platformFunction] of functions) {
      const read = secretsNamedIn(importedModules(platformFunction.sourceFile), secretVariables).sort()
      const readable = secretsReadableBy(platformFunction)
      const located = secretsLocatedFor(platformFunction)
      if (readable.join() !== read.join()) wrong.push(`${name} can read [${readable}], its code reads [${read}]`)
      if (located.join() !== read.join()) wrong.push(`${name} is told where [${located}] are, its code reads [${read}]`)
      for (const secret of readable) readers[secret] = [...(readers[secret] ?? []), name]
    }
    expect(wrong).toEqual([])
    // What reading the handlers shows, independently of the analysis above.
    expect(readers.RAZORPAY_WEBHOOK_SECRET).toContain('receivePaymentWebhook')
    expect(readers.RAZORPAY_KEY_SECRET).toContain('verifyOrder')
    expect(readers.RECAPTCHA_SECRET).toEqual(expect.arrayContaining(['logIn', 'sendContactMessage', 'getSiteSettings']))
    expect(readers.CODE_SIGNING_SECRET).toEqual(expect.arrayContaining(['createApiKey', 'forgotPassword']))
    expect(readers.MODEL_PROVIDER_API_KEY).toEqual(
      expect.arrayContaining(['sendPlaygroundMessage', 'Jobs/JobStepFunction']),
    )
    for (const secret of secretVariables) expect(readers[secret]?.length, secret).toBeLessThan(functions.size / 4)
    for (const name of ['listPublicPlans', 'getCurrentUser', 'listProjects']) {
      expect(secretsReadableBy(functions.get(name) as PlatformFunction), name).toEqual([])
    }
  })

  it('gives a function that reads no secret the shared route role, which may read none, and an empty SECRET_ARNS', () => {
    const listPublicPlans = stack.apiRoutes.functions.get('listPublicPlans') as PlatformFunction
    expect(listPublicPlans.role).toBe(stack.api.functionRole)
    expect(secretsLocatedFor(listPublicPlans)).toEqual([])
    expect(secretsReadableBy(listPublicPlans)).toEqual([])
    const variables = Stack.of(listPublicPlans).resolve(
      (listPublicPlans.node.defaultChild as CfnFunction).environment,
    ) as { variables: Record<string, unknown> }
    expect(variables.variables.SECRET_ARNS).toBe('{}')
  })

  it('passes the provider endpoint, models and the public payment key id from context', () => {
    const variables = jobFunctionEnvironment()
    expect(variables.MODEL_PROVIDER_BASE_URL).toBe('https://api.together.xyz/v1')
    expect(variables.MODEL_PROVIDER_CHAT_MODEL).toBe('meta-llama')
    expect(variables.MODEL_PROVIDER_EMBEDDING_MODEL).toBeUndefined()
    expect(variables.PAYMENT_GATEWAY).toBe('razorpay')
    expect(variables.RAZORPAY_KEY_ID).toBe('rzp_test_key')
  })
})
