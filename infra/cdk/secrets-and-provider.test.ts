import { Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
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
  return everyFunctionEnvironment().find((variables) => variables.SECRET_ARNS) ?? {}
}

describe('secrets and model provider settings', () => {
  it('gives no function a secret value or a deploy-time reference to one, only where each secret is', () => {
    const environments = everyFunctionEnvironment()
    expect(environments.filter((variables) => variables.TABLE_NAME).length).toBeGreaterThan(10)
    for (const variables of environments) {
      expect(JSON.stringify(variables)).not.toContain('{{resolve:secretsmanager')
      for (const name of secretVariables) expect(variables[name], name).toBeUndefined()
      if (variables.TABLE_NAME) expect(variables.SECRET_ARNS).toBeDefined()
    }
  })

  it('maps each secret variable to its secret in SECRET_ARNS and lets the functions read it', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 1)
    const secretArns = JSON.stringify(stack.resolve(stack.functionEnvironment.SECRET_ARNS))
    for (const name of secretVariables) expect(secretArns, name).toContain(`\\"${name}\\":`)
    for (const name of ['together-key', 'recaptcha', 'razorpay-key', 'razorpay-webhook']) {
      expect(secretArns, name).toContain(`:secret:${name}`)
    }
    const readGrants = JSON.stringify(template.findResources('AWS::IAM::Policy'))
    expect(readGrants).toContain('secretsmanager:GetSecretValue')
    for (const name of ['together-key', 'recaptcha', 'razorpay-key', 'razorpay-webhook']) {
      expect(readGrants, name).toContain(`:secret:${name}-??????`)
    }
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
