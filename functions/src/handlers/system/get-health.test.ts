import type { APIGatewayProxyEventV2, Context } from 'aws-lambda'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { resetEnvironmentCache } from '../../platform/environment.ts'

const report = vi.hoisted(() => ({ status: 'ok' as 'ok' | 'degraded' }))
vi.mock('../../domains/system/check-health.ts', () => ({
  checkHealth: async () => ({
    status: report.status,
    mode: 'local',
    version: 'test',
    time: new Date(0).toISOString(),
    dependencies: [{ name: 'database', status: report.status === 'ok' ? 'ok' : 'unavailable' }],
  }),
}))

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'table',
    UPLOADS_BUCKET: 'uploads',
    ARTIFACTS_BUCKET: 'artifacts',
    JOBS_QUEUE_URL: 'http://queue',
    JOB_STATE_MACHINE_ARN: 'arn:machine',
    USER_POOL_ID: 'pool',
    USER_POOL_CLIENT_ID: 'client',
    MAIL_FROM: 'no-reply@example.com',
    APP_ORIGIN: 'https://console.example.com',
  })
  resetEnvironmentCache()
})

const event = { headers: {}, requestContext: { http: { method: 'GET' } } } as unknown as APIGatewayProxyEventV2

describe('GET /health', () => {
  it('answers 200 when every dependency is up and 503 with the report when one is down', async () => {
    const { handler } = await import('./get-health.ts')
    expect((await handler(event, {} as Context)).statusCode).toBe(200)
    report.status = 'degraded'
    const degraded = await handler(event, {} as Context)
    expect(degraded.statusCode).toBe(503)
    expect(JSON.parse(degraded.body ?? '')).toMatchObject({ success: true, data: { status: 'degraded' } })
  })
})
