import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets'
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { environment, readConfiguration, resetEnvironmentCache, useSecretValues } from './environment.ts'
import { loadSecrets, type SecretReader, secretCacheSeconds, withSecrets } from './secrets.ts'

const signingArn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:code-signing-AbCdEf'
const providerKeyArn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:provider-key-AbCdEf'
const storedSecrets = new Map<string, string | undefined>()

/** Powertools' own provider (its cache included) over a real client whose calls to Secrets Manager are counted. */
function countingProvider() {
  const client = new SecretsManagerClient({ region: 'us-east-1' })
  const send = vi.spyOn(client, 'send').mockImplementation(async (command: unknown) => {
    if (!(command instanceof GetSecretValueCommand)) throw new Error('unexpected command')
    const secretId = command.input.SecretId ?? ''
    if (!storedSecrets.has(secretId)) throw new Error(`no secret ${secretId}`)
    return { SecretString: storedSecrets.get(secretId) }
  })
  return { provider: new SecretsProvider({ awsSdkV3Client: client }), send }
}

beforeEach(() => {
  // Resource names environment() requires; only the secrets matter here.
  const resources = ['TABLE_NAME', 'UPLOADS_BUCKET', 'ARTIFACTS_BUCKET', 'JOBS_QUEUE_URL', 'JOB_STATE_MACHINE_ARN']
  for (const name of [...resources, 'USER_POOL_ID', 'USER_POOL_CLIENT_ID']) process.env[name] = `unit-${name}`
  process.env.MAIL_FROM = 'no-reply@example.com'
  process.env.APP_ORIGIN = 'https://console.example.com'
  process.env.CODE_SIGNING_SECRET = 'plain-local-code-signing-secret'
  storedSecrets.clear()
  storedSecrets.set(signingArn, 'code-signing-secret-from-secrets-manager')
  storedSecrets.set(providerKeyArn, 'provider-key-from-secrets-manager')
  resetEnvironmentCache()
})

afterEach(() => {
  delete process.env.SECRET_ARNS
  useSecretValues({})
  vi.useRealTimers()
})

describe('loadSecrets', () => {
  it('fetches nothing without SECRET_ARNS and leaves the plain variables (local mode, tests)', async () => {
    const { provider, send } = countingProvider()
    await loadSecrets(provider)
    expect(send).not.toHaveBeenCalled()
    expect(environment().CODE_SIGNING_SECRET).toBe('plain-local-code-signing-secret')
  })

  it('reads each secret once, in parallel, and puts it over the variable of its name', async () => {
    process.env.SECRET_ARNS = JSON.stringify({
      CODE_SIGNING_SECRET: signingArn,
      MODEL_PROVIDER_API_KEY: providerKeyArn,
    })
    expect(environment().CODE_SIGNING_SECRET).toBe('plain-local-code-signing-secret')
    const { provider, send } = countingProvider()
    let inFlight = 0
    let mostInFlight = 0
    const measuringReader: SecretReader = {
      get: async (name, options) => {
        inFlight += 1
        mostInFlight = Math.max(mostInFlight, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 5))
        try {
          return await provider.get(name, options)
        } finally {
          inFlight -= 1
        }
      },
    }

    await loadSecrets(measuringReader)
    await loadSecrets(measuringReader)

    expect(mostInFlight).toBe(2)
    expect(send).toHaveBeenCalledTimes(2)
    // The cached environment was dropped when the values arrived.
    expect(environment().CODE_SIGNING_SECRET).toBe('code-signing-secret-from-secrets-manager')
    const providerKey = readConfiguration(z.object({ MODEL_PROVIDER_API_KEY: z.string() }), 'test')
    expect(providerKey.MODEL_PROVIDER_API_KEY).toBe('provider-key-from-secrets-manager')
  })

  it('asks again after the cache age, so a rotated secret is used without a redeploy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    process.env.SECRET_ARNS = JSON.stringify({ CODE_SIGNING_SECRET: signingArn })
    const { provider, send } = countingProvider()
    await loadSecrets(provider)
    storedSecrets.set(signingArn, 'rotated-code-signing-secret-value')

    vi.setSystemTime(Date.now() + (secretCacheSeconds - 10) * 1000)
    await loadSecrets(provider)
    expect(send).toHaveBeenCalledTimes(1)
    expect(environment().CODE_SIGNING_SECRET).toBe('code-signing-secret-from-secrets-manager')

    vi.setSystemTime(Date.now() + 20 * 1000)
    await loadSecrets(provider)
    expect(send).toHaveBeenCalledTimes(2)
    expect(environment().CODE_SIGNING_SECRET).toBe('rotated-code-signing-secret-value')
  })

  it('fails naming the variable when a secret has no text value', async () => {
    process.env.SECRET_ARNS = JSON.stringify({ CODE_SIGNING_SECRET: signingArn })
    storedSecrets.set(signingArn, undefined)
    await expect(loadSecrets(countingProvider().provider)).rejects.toThrow(/CODE_SIGNING_SECRET/)
  })

  it('refuses a SECRET_ARNS that is not a JSON map of variable names', async () => {
    process.env.SECRET_ARNS = '{"code-signing": 1}'
    await expect(loadSecrets(countingProvider().provider)).rejects.toThrow(/secrets configuration/)
  })
})

describe('withSecrets', () => {
  it('runs the handler after the secrets are loaded (no SECRET_ARNS: straight away)', async () => {
    const handler = withSecrets(async (name: string) => `${name}:${environment().CODE_SIGNING_SECRET}`)
    await expect(handler('job')).resolves.toBe('job:plain-local-code-signing-secret')
  })
})
