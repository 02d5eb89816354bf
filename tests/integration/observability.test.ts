import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resetLoggingConfiguration } from '@platform/functions/platform/logger'
import type { Model, PlaygroundReply } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, repositoryRoot, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { summarizeMetrics } from '../../scripts/summarize-metrics.ts'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { createApiClient } from './support/api-client.ts'
import { payLocally } from './support/local-gateway.ts'
import { createWorkspace } from './support/workspace.ts'

/*
 * Issue 41's "done when": an integration run's log lines parse as JSON with the invocation's fields and hold none
 * of the secrets the run used (password, emailed code, session token, chat texts); `npm run metrics` afterwards
 * shows the chat, the training, the sign-up and the failed payment.
 */

let platform: LocalPlatform
const logFile = join(mkdtempSync(join(tmpdir(), 'observability-')), 'logs', 'platform.jsonl')
const email = 'operator-watch@example.com'
const password = 'Seeded password 41-zeta'
const chatText = 'Where is my parcel, seeded-question-41?'
const seeded: Record<string, string> = { password, chatText }

beforeAll(async () => {
  // Debug level: the most a deployment could log; the job worker inherits these variables.
  Object.assign(process.env, { LOG_FILE: logFile, LOG_LEVEL: 'debug', LOG_TO_TERMINAL: 'false', STAGE: 'local' })
  process.env.TRAINING_POLL_SECONDS = '1'
  resetLoggingConfiguration()
  platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
  Object.assign(process.env, { LOG_LEVEL: 'silent' })
  for (const name of ['LOG_FILE', 'LOG_TO_TERMINAL', 'STAGE', 'TRAINING_POLL_SECONDS']) delete process.env[name]
  resetLoggingConfiguration()
})

function logLines(): Array<Record<string, unknown>> {
  const lines = readFileSync(logFile, 'utf8').trim().split('\n')
  // Every line is JSON, or this throws and names it.
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>
    } catch {
      throw new Error(`not a JSON log line: ${line}`)
    }
  })
}

describe('logs and metrics of a scripted run in local mode', () => {
  it('signs up, trains, chats and fails a payment', async () => {
    const client = createApiClient(platform.apiUrl)
    expect((await client.post('/auth/signup', { email, password, name: 'Olive Operator' })).status).toBe(200)
    const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
    seeded.code = code
    expect((await client.post('/auth/verify-email', { email, code })).status).toBe(200)
    seeded.sessionToken = [...client.cookies.values()][0] ?? ''
    expect(seeded.sessionToken.length).toBeGreaterThan(16)

    const workspace = await createWorkspace(client, 'Watched')
    for (const entry of shipkiteHelpCenter.slice(0, 12))
      expect((await client.post(`${workspace.versionPath}/knowledge`, entry)).status).toBe(200)
    const started = await client.post<{ training: Training }>(`${workspace.versionPath}/training`, {})
    expect(started.status).toBe(200)
    const deadline = Date.now() + 100_000
    let training = started.data.training
    while (!['succeeded', 'failed'].includes(training.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      training = (await client.get<Training>(`${workspace.versionPath}/training/${training.id}`)).data
    }
    expect(training.status).toBe('succeeded')

    const model = ((await client.get<Model[]>(`${workspace.versionPath}/models`)).data[0] as Model).id
    const first = shipkiteHelpCenter[0] as { prompt: string }
    for (const content of [first.prompt, chatText]) {
      const reply = await client.post<PlaygroundReply>(`${workspace.versionPath}/models/message`, {
        modelId: model,
        messages: [{ role: 'user', content }],
      })
      expect(reply.status).toBe(200)
    }

    const payments = `/organizations/${workspace.organizationId}/payments`
    const checkout = await client.post<{ orderId?: string }>(`${payments}/orders`, { addOnId: 'credits-10' })
    expect(checkout.status).toBe(200)
    const orderId = checkout.data.orderId ?? ''
    const paid = await payLocally(platform.url, { order_id: orderId })
    const tampered = await client.post(`${payments}/orders/${orderId}/verify`, {
      ...paid,
      razorpay_payment_id: 'pay_tampered000000',
    })
    expect(tampered.errorCodes).toEqual(['PAYMENT_VERIFICATION_FAILED'])
  })

  it('wrote JSON lines with the invocation fields and none of the seeded secrets', () => {
    const text = readFileSync(logFile, 'utf8')
    for (const [name, secret] of Object.entries(seeded)) {
      // The emailed code is six digits: matched as a whole number, not inside a timestamp or an id.
      const pattern = name === 'code' ? new RegExp(`(?<![0-9])${secret}(?![0-9])`) : secret
      expect(text.match(pattern), `${name} in the logs`).toBeNull()
    }
    const lines = logLines()
    const requests = lines.filter((line) => line.message === 'request answered')
    expect(requests.length).toBeGreaterThan(20)
    for (const line of requests) {
      expect(line).toMatchObject({
        level: expect.stringMatching(/^(INFO|ERROR)$/),
        service: 'assistant-local',
        requestId: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
        outcome: expect.stringMatching(/^(succeeded|refused|failed)$/),
        durationMilliseconds: expect.any(Number),
        coldStart: expect.any(Boolean),
        timestamp: expect.any(String),
      })
    }
    const message = requests.find((line) => line.route === 'sendPlaygroundMessage')
    expect(message).toMatchObject({ organizationId: expect.any(String), projectId: expect.any(String) })
    expect(message?.userId).toMatch(/.+/)
    expect(requests.find((line) => line.route === 'verifyOrder' && line.status !== 200)).toMatchObject({
      outcome: 'refused',
      errorCode: 'PAYMENT_VERIFICATION_FAILED',
    })
    const trainingEnd = lines.find((line) => line.jobKind === 'train-model' && line.message === 'job ended')
    expect(trainingEnd).toMatchObject({
      jobId: expect.any(String),
      outcome: 'succeeded',
      durationMilliseconds: expect.any(Number),
      organizationId: expect.any(String),
    })
  })

  it('npm run metrics shows the chat, the training, the sign-up and the failed payment', () => {
    const names = summarizeMetrics(readFileSync(logFile, 'utf8').split('\n'), Date.now() - 3_600_000).map(
      (summary) => summary.name,
    )
    for (const expected of [
      'AnswersGiven channel=playground',
      'ChatLatency channel=playground',
      'SignUps',
      'TrainingsStarted',
      'TrainingsSucceeded',
      'TrainingDuration',
      'PaymentsFailed',
      'Errors errorCode=PAYMENT_VERIFICATION_FAILED',
    ])
      expect(names).toContain(expected)
    const printed = execFileSync(
      join(repositoryRoot, 'node_modules', '.bin', 'tsx'),
      ['scripts/summarize-metrics.ts', '--file', logFile],
      { cwd: repositoryRoot, encoding: 'utf8' },
    )
    expect(printed).toMatch(/^Metrics of the last 60 minutes:/)
    expect(printed).toMatch(/PaymentsFailed\s+1\n/)
    expect(printed).toMatch(/TrainingsSucceeded\s+1\n/)
    expect(printed).toMatch(/AnswersGiven channel=playground\s+\d+\n/)
  })
})
