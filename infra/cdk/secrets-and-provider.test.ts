import { Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { PlatformStack } from './platform-stack.ts'
import { testApp, testMailDomain, testStage } from './test-synthesis.ts'

let template: Template

beforeAll(() => {
  const stack = new PlatformStack(testApp(), 'assistant-test', {
    stage: testStage,
    mailDomain: testMailDomain,
    modelProvider: {
      baseUrl: 'https://api.together.xyz/v1',
      chatModel: 'meta-llama',
      apiKeySecretName: 'together-key',
    },
    recaptchaSecretName: 'recaptcha',
  })
  template = Template.fromStack(stack)
})

function jobFunctionEnvironment(): Record<string, unknown> {
  const functions = template.findResources('AWS::Lambda::Function')
  const withEnvironment = Object.values(functions)
    .map(
      (resource) => (resource as { Properties: { Environment?: { Variables?: Record<string, unknown> } } }).Properties,
    )
    .find((properties) => properties.Environment?.Variables?.CODE_SIGNING_SECRET)
  return withEnvironment?.Environment?.Variables ?? {}
}

describe('secrets and model provider settings', () => {
  it('generates the code-signing key per stage and passes secrets as deploy-time references, never values', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 1)
    const variables = jobFunctionEnvironment()
    for (const name of ['CODE_SIGNING_SECRET', 'MODEL_PROVIDER_API_KEY', 'RECAPTCHA_SECRET']) {
      expect(JSON.stringify(variables[name]), name).toContain('{{resolve:secretsmanager:')
    }
  })

  it('passes the provider endpoint and models from context', () => {
    const variables = jobFunctionEnvironment()
    expect(variables.MODEL_PROVIDER_BASE_URL).toBe('https://api.together.xyz/v1')
    expect(variables.MODEL_PROVIDER_CHAT_MODEL).toBe('meta-llama')
    expect(variables.MODEL_PROVIDER_EMBEDDING_MODEL).toBeUndefined()
  })
})
