import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs'
import { db } from '@platform/functions/data/database'
import { enqueueJob, getJob } from '@platform/functions/platform/jobs/job-service'
import { createSession } from '@platform/functions/platform/session'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from './local-platform.ts'
import { resumeUnfinishedJobs } from './resume-unfinished-jobs.ts'
import { alwaysFailsKind, countWordsKind, twoStepsKind, workflowFailsKind } from './test-job-kinds.ts'

let platform: LocalPlatform

interface HealthBody {
  success: boolean
  data: { mode: string; dependencies: Array<{ name: string; status: string }> }
}
type ErrorsBody = { success: false; errors: Record<string, string> }
type OpenApiBody = { openapi: string; paths: Record<string, Record<string, { operationId: string }>> }

async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

async function waitForJob(jobId: string, statuses: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const job = await getJob(jobId)
    if (job && statuses.includes(job.status)) return job
    if (Date.now() > deadline) throw new Error(`job ${jobId} stayed ${job?.status}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

beforeAll(async () => {
  // The job worker runs in its own process: it loads the test-only job kinds too.
  platform = await startLocalPlatform({
    port: 0,
    log: () => undefined,
    jobModules: [new URL('./test-job-kinds.ts', import.meta.url).href],
  })
})

afterAll(async () => {
  await platform?.stop()
})

describe('local mode, through the gateway', () => {
  it('reports every dependency healthy', async () => {
    const response = await fetch(`${platform.apiUrl}/health`)
    expect(response.status).toBe(200)
    const body = await readJson<HealthBody>(response)
    expect(body.success).toBe(true)
    expect(body.data.mode).toBe('local')
    const statuses = Object.fromEntries(
      body.data.dependencies.map((dependency: { name: string; status: string }) => [
        dependency.name,
        dependency.status,
      ]),
    )
    expect(statuses).toMatchObject({
      database: 'ok',
      'file-storage': 'ok',
      'artifact-storage': 'ok',
      'job-queue': 'ok',
      'job-workflows': 'ok',
      identity: 'ok',
      mail: 'ok',
      recaptcha: 'disabled',
    })
  })

  it('answers /users/me without a session with 401 and the session-expired message', async () => {
    const response = await fetch(`${platform.apiUrl}/users/me`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      success: false,
      errors: { UNAUTHORIZED: 'Your session has expired. Please log in again.' },
    })
    const unknownToken = await fetch(`${platform.apiUrl}/users/me`, { headers: { cookie: 'session=not-a-session' } })
    expect(unknownToken.status).toBe(401)
  })

  it('answers /users/me with the profile for a live session, TWO_FA while the session owes a code', async () => {
    await db().entities.user.create({ userId: 'user-1', email: 'Ada@Example.com', name: 'Ada', passwordSet: true }).go()
    const { token } = await createSession('user-1', 'active')
    const response = await fetch(`${platform.apiUrl}/users/me`, { headers: { cookie: `theme=dark; session=${token}` } })
    expect(response.status).toBe(200)
    const body = await readJson<{ data: unknown }>(response)
    expect(body.data).toMatchObject({
      id: 'user-1',
      email: 'ada@example.com',
      name: 'Ada',
      passwordSet: true,
      oauthEnabled: false,
    })

    const pending = await createSession('user-1', 'twoFactorPending')
    const held = await fetch(`${platform.apiUrl}/users/me`, { headers: { cookie: `session=${pending.token}` } })
    expect(held.status).toBe(401)
    expect(Object.keys((await readJson<ErrorsBody>(held)).errors)).toEqual(['TWO_FA'])
  })

  it('serves the OpenAPI document unwrapped and unknown routes as ROUTE_NOT_FOUND', async () => {
    const document = await readJson<OpenApiBody>(await fetch(`${platform.apiUrl}/openapi.json`))
    expect(document.openapi).toBe('3.1.0')
    expect(document.paths['/api/users/me']?.get?.operationId).toBe('getCurrentUser')
    const missing = await fetch(`${platform.apiUrl}/no/such/route`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      success: false,
      errors: { ROUTE_NOT_FOUND: 'There is no such API endpoint.' },
    })
  })
})

describe('jobs in local mode', () => {
  it('runs a queue job to succeeded with its progress and result', async () => {
    const { jobId } = await enqueueJob({ kind: countWordsKind, scope: 'test', payload: { text: 'one two three' } })
    const job = await waitForJob(jobId, ['succeeded', 'failed'])
    expect(job).toMatchObject({
      status: 'succeeded',
      progressCompleted: 3,
      progressTotal: 3,
      result: { words: 3 },
      attempts: 1,
    })
  })

  it('retries a failing job, records the reason and moves the message to the dead-letter queue', async () => {
    const { jobId } = await enqueueJob({ kind: alwaysFailsKind, scope: 'test', payload: {} })
    const job = await waitForJob(jobId, ['succeeded', 'failed'], 90_000)
    expect(job.status).toBe('failed')
    expect(job.failureReason).toBe('The source could not be read.')
    expect(job.attempts).toBe(5)
    const sqs = new SQSClient({ useQueueUrlAsEndpoint: false })
    const deadLetterUrl = platform.services['dead-letter-queue']
    let deadLetters: string[] = []
    for (let attempt = 0; attempt < 30 && deadLetters.length === 0; attempt += 1) {
      const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: deadLetterUrl, WaitTimeSeconds: 1 }))
      deadLetters = (received.Messages ?? []).map((message) => message.Body ?? '')
    }
    expect(deadLetters).toContain(JSON.stringify({ jobId }))
  }, 120_000)

  it('runs a workflow job through the state machine', async () => {
    const { jobId } = await enqueueJob({ kind: twoStepsKind, scope: 'test', payload: { steps: 2 } })
    const job = await waitForJob(jobId, ['succeeded', 'failed'])
    expect(job).toMatchObject({ status: 'succeeded', progressCompleted: 2, progressTotal: 2, result: { calls: 2 } })
  })

  it('records a workflow failure with the step error as the reason', async () => {
    const { jobId } = await enqueueJob({ kind: workflowFailsKind, scope: 'test', payload: {} })
    const job = await waitForJob(jobId, ['succeeded', 'failed'])
    expect(job.status).toBe('failed')
    expect(job.failureReason).toContain('Provider rejected the training file.')
  })

  it('hands jobs whose work a restart dropped back to their runners', async () => {
    // A record left queued and one left running, as a restart leaves them when the in-memory queue is gone.
    await db()
      .entities.job.create({ jobId: 'left-queued', scope: 'test', kind: 'test-count-words', payload: { text: 'a b' } })
      .go()
    await db()
      .entities.job.create({
        jobId: 'left-running',
        scope: 'test',
        kind: 'test-two-steps',
        payload: { steps: 2 },
        status: 'running',
      })
      .go()
    expect(await resumeUnfinishedJobs(() => undefined)).toBeGreaterThanOrEqual(2)
    expect(await waitForJob('left-queued', ['succeeded', 'failed'])).toMatchObject({
      status: 'succeeded',
      result: { words: 2 },
    })
    expect(await waitForJob('left-running', ['succeeded', 'failed'])).toMatchObject({ status: 'succeeded' })
  })
})
