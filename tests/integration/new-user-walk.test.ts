import type { ApiKey } from '@platform/shared/contracts/deployment'
import type { TestRun, VersionComparison } from '@platform/shared/contracts/evaluation'
import type { Model } from '@platform/shared/contracts/models'
import type { VersionSummary } from '@platform/shared/contracts/projects'
import type { Training } from '@platform/shared/contracts/training'
import OpenAI from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { type Client, createWorkspace, signUp } from './support/workspace.ts'

/*
 * Issue 43's major items, walked through the API as a new user did in local mode with the model engine: one
 * day's training, chats, test run and add-on each show in the costs with their exact sum; the OpenAI-compatible
 * endpoint's errors are OpenAI error objects the official client reads.
 */

const settingsForThisTest = { TRAINING_POLL_SECONDS: '1', TEST_RUN_STEP_WAIT_SECONDS: '0' }
const previousSettings = Object.fromEntries(Object.keys(settingsForThisTest).map((name) => [name, process.env[name]]))
let platform: LocalPlatform

beforeAll(async () => {
  Object.assign(process.env, settingsForThisTest)
  platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
  for (const [name, value] of Object.entries(previousSettings)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

async function waitFor<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

interface Costs {
  trainingUsd: number
  chatUsd: number
  evaluationUsd: number
  totalUsd: number
  creditsAddedUsd: number
  creditBalanceUsd: number
}

const micros = (usd: number) => Math.round(usd * 1_000_000)
const knowledge = shipkiteHelpCenter.slice(0, 8)

describe('a new user’s walk: costs, the OpenAI-compatible endpoint', () => {
  let client: Client
  let organizationId = ''
  let projectPath = ''
  let base = ''
  let model: Model
  const balanceMicros = async () =>
    micros(
      (
        await client.get<{ creditBalanceUsd: number }>(
          `/organizations/${organizationId}/payments/subscriptions/plans/current`,
        )
      ).data.creditBalanceUsd,
    )
  const costs = async () => (await client.get<Costs>(`/organizations/${organizationId}/dashboard/costs`)).data
  const spent = { training: 0, chat: 0, evaluation: 0, added: 0 }
  const waitForTraining = (versionPath: string, trainingId: string) =>
    waitFor(async () => {
      const training = await client.get<Training>(`${versionPath}/training/${trainingId}`)
      if (training.data.status === 'failed') throw new Error(training.data.failureReason ?? 'training failed')
      return training.data.status === 'succeeded' ? training.data : undefined
    }, `training ${trainingId}`)
  const waitForRun = (versionPath: string, modelId: string, runId: string) =>
    waitFor(async () => {
      const runs = await client.get<TestRun[]>(`${versionPath}/testcases/run/${modelId}`)
      const run = runs.data.find((candidate) => candidate.id === runId)
      return run && ['succeeded', 'failed'].includes(run.status) ? run : undefined
    }, `test run ${runId}`)
  const versionSummary = async () => {
    const project = await client.get<{ versions: VersionSummary[] }>(projectPath)
    return project.data.versions.find((version) => base.endsWith(version.id)) as VersionSummary
  }

  it('trains a version and charges the training', async () => {
    client = await signUp(platform, 'walker@example.com')
    const workspace = await createWorkspace(client, 'Walkers')
    organizationId = workspace.organizationId
    projectPath = `/organizations/${organizationId}/projects/${workspace.projectId}`
    base = workspace.versionPath
    for (const entry of knowledge) {
      expect(
        (await client.post(`${base}/knowledge`, { prompt: entry.prompt, completion: entry.completion })).status,
      ).toBe(200)
    }
    const before = await balanceMicros()
    // The organization's free credits, added when its balance was first read.
    spent.added = micros((await costs()).creditsAddedUsd)
    expect(spent.added).toBe(before)
    const started = await client.post<{ training: Training }>(`${base}/training`, {})
    expect(started.status).toBe(200)
    await waitForTraining(base, started.data.training.id)
    spent.training = before - (await balanceMicros())
    expect(spent.training).toBeGreaterThan(0)
    model = (await client.get<Model[]>(`${base}/models`)).data[0] as Model
    expect(model.status).toBe('ready')
    // The freezing rule (issue 43 item 3): training alone does not freeze the version.
    expect((await versionSummary()).frozen).toBe(false)
  }, 180_000)

  it('keeps the day’s training cost when a chat, a test run and an add-on follow, each exact, with their sum', async () => {
    const beforeChats = await balanceMicros()
    for (const entry of knowledge.slice(0, 2)) {
      const reply = await client.post(`${base}/models/message`, {
        modelId: model.id,
        messages: [{ role: 'user', content: entry.prompt }],
      })
      expect(reply.status).toBe(200)
    }
    // A chat's debit reaches the balance from the table's stream (ADR 0028).
    await platform.tableStreamCaughtUp()
    spent.chat = beforeChats - (await balanceMicros())
    expect(spent.chat).toBeGreaterThan(0)
    // The report: after one chat message the day's training cost read 0.
    expect(micros((await costs()).trainingUsd)).toBe(spent.training)

    for (const entry of knowledge.slice(0, 3)) {
      const created = await client.post(`${base}/testcases`, {
        prompt: entry.prompt,
        expectedCompletion: entry.completion,
      })
      expect(created.status).toBe(200)
    }
    const beforeRun = await balanceMicros()
    const started = await client.post<{ run: TestRun }>(`${base}/testcases/run/${model.id}`, {
      testsetType: 'testcases',
    })
    expect(started.status).toBe(200)
    await waitForRun(base, model.id, started.data.run.id)
    spent.evaluation = beforeRun - (await balanceMicros())
    expect(spent.evaluation).toBeGreaterThan(0)

    const payments = `/organizations/${organizationId}/payments`
    const beforeAddOn = await balanceMicros()
    const checkout = await client.post<{ orderId: string }>(`${payments}/orders`, { addOnId: 'credits-10' })
    expect(checkout.status).toBe(200)
    const paid = await fetch(`${platform.url}/local/payment-gateway/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: checkout.data.orderId }),
    })
    const verified = await client.post(`${payments}/orders/${checkout.data.orderId}/verify`, await paid.json())
    expect(verified.status).toBe(200)
    expect((await balanceMicros()) - beforeAddOn).toBe(10_000_000)
    spent.added += 10_000_000

    // One more chat after the add-on: each charge adds to its own counter only.
    const beforeLastChat = await balanceMicros()
    await client.post(`${base}/models/message`, {
      modelId: model.id,
      messages: [{ role: 'user', content: knowledge[3]?.prompt }],
    })
    await platform.tableStreamCaughtUp()
    spent.chat += beforeLastChat - (await balanceMicros())

    const day = await costs()
    expect({
      training: micros(day.trainingUsd),
      chat: micros(day.chatUsd),
      evaluation: micros(day.evaluationUsd),
      added: micros(day.creditsAddedUsd),
    }).toEqual(spent)
    expect(micros(day.totalUsd)).toBe(spent.training + spent.chat + spent.evaluation)
    expect(day.totalUsd).toBe((spent.training + spent.chat + spent.evaluation) / 1_000_000)

    const breakdown = await client.get<{
      days: Array<{ trainingUsd: number; chatUsd: number; evaluationUsd: number; chatMessages: number }>
    }>(`/organizations/${organizationId}/dashboard/breakdown-30d`)
    const today = breakdown.data.days.at(-1)
    expect(today && micros(today.trainingUsd)).toBe(spent.training)
    expect(today && micros(today.chatUsd)).toBe(spent.chat)
    expect(today && micros(today.evaluationUsd)).toBe(spent.evaluation)
    expect(today?.chatMessages).toBe(3)
  }, 180_000)

  describe('the OpenAI-compatible endpoint', () => {
    let secret = ''
    const baseURL = () => `${platform.apiUrl}/embed/v1/openai`

    it('answers a wrong key with an OpenAI error object the official client shows', async () => {
      const created = await client.post<{ apiKey: ApiKey; secret: string }>(`${base}/models/api-keys`, {
        modelId: model.id,
        name: 'Server',
      })
      expect(created.status).toBe(200)
      secret = created.data.secret

      const raw = await fetch(`${baseURL()}/models`, { headers: { authorization: 'Bearer not-a-key' } })
      expect(raw.status).toBe(401)
      const body = (await raw.json()) as { error: { message: string; type: string; code: string } }
      expect(body).toEqual({
        error: { message: expect.any(String), type: 'invalid_request_error', code: 'invalid_api_key', param: null },
      })
      expect(body.error.message.length).toBeGreaterThan(10)

      const wrong = new OpenAI({
        baseURL: baseURL(),
        apiKey: `${created.data.apiKey.embedId}.${'A'.repeat(43)}`,
        maxRetries: 0,
      })
      const error = await wrong.models.list().catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(OpenAI.AuthenticationError)
      expect(error).toMatchObject({ status: 401, code: 'invalid_api_key', type: 'invalid_request_error' })
      expect((error as Error).message).toBe(`401 ${body.error.message}`)
    })

    it('answers a malformed request with 400 and the field in the message', async () => {
      const openai = new OpenAI({ baseURL: baseURL(), apiKey: secret, maxRetries: 0 })
      const error = await openai.chat.completions
        .create({ model: model.id, messages: [] as never })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(OpenAI.BadRequestError)
      expect(error).toMatchObject({ status: 400, code: 'validation_failed', type: 'invalid_request_error' })
      expect((error as Error).message).toContain('messages')
      // The endpoint still answers: the right key chats.
      const completion = await openai.chat.completions.create({
        model: model.id,
        messages: [{ role: 'user', content: knowledge[0]?.prompt ?? '' }],
      })
      expect(completion.choices[0]?.message.content).toBeTruthy()
    })
  })

  describe('freezing, one rule', () => {
    it('froze the version when the API key went live, and a frozen version refuses changes', async () => {
      expect(await versionSummary()).toMatchObject({
        frozen: true,
        frozenReason: 'API key "Server" serves a model trained on this version',
      })
      const refused = await client.post(`${base}/knowledge`, { prompt: 'A new question?', completion: 'An answer.' })
      expect(refused.status).toBe(409)
      expect(refused.errorCodes).toEqual(['VERSION_FROZEN'])
    })

    it('unfreezes, then freezes by hand with the person named as the reason', async () => {
      const unfrozen = await client.put<VersionSummary>(`${base}/unfreeze`)
      expect(unfrozen.data).toMatchObject({ frozen: false, frozenReason: null })
      expect(
        (await client.post(`${base}/knowledge`, { prompt: 'A new question?', completion: 'An answer.' })).status,
      ).toBe(200)

      const frozen = await client.put<VersionSummary>(`${base}/freeze`)
      expect(frozen.status).toBe(200)
      expect(frozen.data).toMatchObject({ frozen: true, frozenReason: 'Frozen by Grace Hopper' })
      expect(await versionSummary()).toMatchObject({ frozen: true, frozenReason: 'Frozen by Grace Hopper' })
      const refused = await client.post(`${base}/knowledge`, { prompt: 'Another question?', completion: 'An answer.' })
      expect(refused.errorCodes).toEqual(['VERSION_FROZEN'])
      const timeline = await client.get<{ items: Array<{ type: string; summary: string }> }>(`${base}/timeline`)
      expect(JSON.stringify(timeline.data)).toContain('frozen: Frozen by Grace Hopper')
    })
  })

  describe('comparing versions and their runs', () => {
    let nextBase = ''
    let firstRun: TestRun
    let nextRun: TestRun
    let nextVersionId = ''

    it('trains and tests a new version with one pair added, one removed and one changed', async () => {
      const created = await client.post<{ version: VersionSummary }>(`${base}/new`, {})
      expect(created.status).toBe(200)
      nextVersionId = created.data.version.id
      nextBase = `${projectPath}/versions/${nextVersionId}`
      const pairs = await client.get<{ items: Array<{ id: string; prompt: string }> }>(
        `${nextBase}/knowledge?limit=100`,
      )
      const byPrompt = (prompt: string) => pairs.data.items.find((item) => item.prompt === prompt)?.id ?? ''
      const removed = await client.put(`${nextBase}/knowledge/delete`, { id: byPrompt(knowledge[7]?.prompt ?? '') })
      expect(removed.status).toBe(200)
      const changed = await client.put(`${nextBase}/knowledge`, {
        id: byPrompt(knowledge[6]?.prompt ?? ''),
        prompt: knowledge[6]?.prompt,
        completion: 'Open Settings, then Carriers, and connect the account there.',
      })
      expect(changed.status).toBe(200)
      const added = shipkiteHelpCenter[9]
      expect(
        (await client.post(`${nextBase}/knowledge`, { prompt: added?.prompt, completion: added?.completion })).status,
      ).toBe(200)

      const started = await client.post<{ training: Training }>(`${nextBase}/training`, {})
      expect(started.status).toBe(200)
      await waitForTraining(nextBase, started.data.training.id)
      const nextModel = (await client.get<Model[]>(`${nextBase}/models`)).data[0] as Model
      const run = await client.post<{ run: TestRun }>(`${nextBase}/testcases/run/${nextModel.id}`, {
        testsetType: 'testcases',
      })
      expect(run.status).toBe(200)
      nextRun = await waitForRun(nextBase, nextModel.id, run.data.run.id)
      firstRun = (await client.get<TestRun[]>(`${base}/testcases/run/${model.id}`)).data[0] as TestRun
    }, 180_000)

    it('lists the project’s runs across versions and models, and compares a run of each version', async () => {
      const runs = await client.get<
        Array<{ versionId: string; versionName: string; modelLabel: string; run: TestRun }>
      >(`${projectPath}/test-runs`)
      expect(runs.status).toBe(200)
      expect(runs.data.map((entry) => [entry.versionName, entry.run.id])).toEqual([
        ['v2', nextRun.id],
        ['v1', firstRun.id],
      ])
      expect(runs.data.every((entry) => entry.modelLabel.length > 0)).toBe(true)

      const versionId = base.split('/').at(-1) ?? ''
      const comparison = await client.get<{ counts: Record<string, number>; base: TestRun; candidate: TestRun }>(
        `${nextBase}/testcases/compare?baseRunId=${firstRun.id}&baseVersionId=${versionId}&candidateRunId=${nextRun.id}`,
      )
      expect(comparison.status).toBe(200)
      expect(comparison.data.base.id).toBe(firstRun.id)
      expect(comparison.data.candidate.id).toBe(nextRun.id)
      expect(Object.values(comparison.data.counts).reduce((total, count) => total + count, 0)).toBe(3)

      const elsewhere = await client.get(
        `${nextBase}/testcases/compare?baseRunId=${firstRun.id}&baseVersionId=not-a-version&candidateRunId=${nextRun.id}`,
      )
      expect(elsewhere.status).toBe(404)
    })

    it('shows two versions side by side: knowledge changes, settings and latest run scores', async () => {
      const side = await client.get<VersionComparison>(`${base}/compare?candidateVersionId=${nextVersionId}`)
      expect(side.status).toBe(200)
      expect(side.data.knowledge.added.map((pair) => pair.prompt)).toEqual([shipkiteHelpCenter[9]?.prompt])
      expect(side.data.knowledge.removed.map((pair) => pair.prompt)).toEqual([knowledge[7]?.prompt])
      expect(side.data.knowledge.changed).toEqual([
        {
          prompt: knowledge[6]?.prompt,
          baseCompletion: knowledge[6]?.completion,
          candidateCompletion: 'Open Settings, then Carriers, and connect the account there.',
        },
      ])
      // v1's eight pairs and the one added while it was unfrozen, less the removed and the changed one.
      expect(side.data.knowledge.unchanged).toBe(7)
      expect(side.data.base).toMatchObject({ name: 'v1', frozen: true, knowledgeCount: 9, readyModels: 1 })
      expect(side.data.candidate).toMatchObject({ name: 'v2', frozen: false, knowledgeCount: 9, readyModels: 1 })
      expect(side.data.base.latestRun?.run.id).toBe(firstRun.id)
      expect(side.data.candidate.latestRun?.run.id).toBe(nextRun.id)
      expect(side.data.candidate.latestRun?.run.summary?.total).toBe(3)
      expect(side.data.base.thresholds).toEqual(side.data.candidate.thresholds)
    })
  })
})
