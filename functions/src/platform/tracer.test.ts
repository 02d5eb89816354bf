import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  delete process.env.AWS_EXECUTION_ENV
  vi.resetModules()
})

/** The names of the middlewares a client runs each call through. */
function middlewaresOf(client: DynamoDBClient): string {
  return client.middlewareStack.identify().join('\n')
}

describe('tracing the AWS SDK clients', () => {
  it('records every call of a client as an X-Ray subsegment inside Lambda', async () => {
    process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs24.x'
    const { traceClient } = await import('./tracer.ts')
    expect(middlewaresOf(traceClient(new DynamoDBClient({ region: 'eu-west-1' })))).toMatch(/XRaySDKInstrumentation/)
  })

  it('leaves clients as they are outside Lambda (local mode, tests)', async () => {
    const { traceClient } = await import('./tracer.ts')
    expect(middlewaresOf(traceClient(new DynamoDBClient({ region: 'eu-west-1' })))).not.toMatch(/XRay/)
  })
})
