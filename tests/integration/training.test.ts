import { randomUUID } from 'node:crypto'
import { db } from '@platform/functions/data/database'
import type { Model, PlaygroundReply } from '@platform/shared/contracts/models'
import {
  type RagSettings,
  type Training,
  type TrainingCosts,
  type TrainingLimitsAndEstimates,
  trainingMessages,
} from '@platform/shared/contracts/training'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { gradeReplies, readQualitySet } from '../support/quality-set.ts'
import { createApiClient } from './support/api-client.ts'

/*
 * Issue 5's "done when", in local mode with the model engine: a version with 50 knowledge pairs trains to
 * `succeeded`; the playground answers paraphrased questions with the right completion, declines an unrelated
 * one and calls an agent function; an empty version fails with a clear reason; cancelling works.
 */

let platform: LocalPlatform
type Client = ReturnType<typeof createApiClient>

beforeAll(async () => {
  // The engine trains 50 pairs in seconds: check its job every second instead of every two.
  process.env.TRAINING_POLL_SECONDS = '1'
  platform = await startLocalPlatform({ port: 0, modelEngine: true, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
})

const entries = shipkiteHelpCenter.slice(0, 50)
const trackingFunction = {
  name: 'get_shipment_status',
  description: 'Look up the current status of a shipment by its tracking number.',
  parameters: {
    type: 'object',
    properties: { trackingNumber: { type: 'string', description: 'The carrier tracking number' } },
    required: ['trackingNumber'],
  },
}

async function signUp(email: string): Promise<Client> {
  const client = createApiClient(platform.apiUrl)
  await client.post('/auth/signup', { email, password: 'correct horse 42', name: 'Ada Lovelace' })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  expect((await client.post('/auth/verify-email', { email, code })).status).toBe(200)
  return client
}

async function waitForTraining(client: Client, path: string, statuses: string[], timeoutMs = 110_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { data } = await client.get<Training>(path)
    if (statuses.includes(data.status)) return data
    if (Date.now() > deadline)
      throw new Error(`training stayed ${data.status} at ${data.stage}: ${data.progressMessage}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Knowledge through the knowledge API when it is in the route table, otherwise through the data layer. */
async function addKnowledge(client: Client, base: string, key: Record<string, string>) {
  const first = entries[0] as (typeof entries)[number]
  const probe = await client.post(`${base}/knowledge`, { prompt: first.prompt, completion: first.completion })
  if (probe.status === 200) {
    for (const entry of entries.slice(1)) {
      const created = await client.post(`${base}/knowledge`, { prompt: entry.prompt, completion: entry.completion })
      expect(created.status).toBe(200)
    }
    return
  }
  expect(probe.errorCodes).toEqual(['ROUTE_NOT_FOUND'])
  const start = Date.now()
  for (const [index, entry] of entries.entries()) {
    await db()
      .entities.knowledge.create({
        organizationId: key.organizationId as string,
        projectId: key.projectId as string,
        versionId: key.versionId as string,
        knowledgeId: randomUUID(),
        prompt: entry.prompt,
        completion: entry.completion,
        source: 'manual',
        listedAt: new Date(start + index).toISOString(),
      })
      .go()
  }
}

describe('training, models and the playground in local mode', () => {
  let admin: Client
  let organizationId = ''
  let base = ''
  let emptyBase = ''
  let systemPromptId = ''
  let model: Model

  it('sets up an organization with a project of 50 Q&A pairs, an agent function, a system prompt and a page', async () => {
    admin = await signUp('trainer@example.com')
    organizationId = (await admin.post<{ id: string }>('/organizations', { name: 'Shipkite' })).data.id
    const project = await admin.post<{ id: string; latestVersionId: string }>(
      `/organizations/${organizationId}/projects`,
      { name: 'Help centre' },
    )
    const key = { organizationId, projectId: project.data.id, versionId: project.data.latestVersionId }
    base = `/organizations/${organizationId}/projects/${key.projectId}/versions/${key.versionId}`
    const empty = await admin.post<{ id: string; latestVersionId: string }>(
      `/organizations/${organizationId}/projects`,
      { name: 'Empty' },
    )
    emptyBase = `/organizations/${organizationId}/projects/${empty.data.id}/versions/${empty.data.latestVersionId}`

    await addKnowledge(admin, base, key)
    expect((await admin.post(`${base}/agent-functions`, trackingFunction)).status).toBe(200)
    const prompt = await admin.post<{ item?: { id: string }; id?: string }>(`${base}/system-prompts`, {
      name: 'Support',
      content: 'You are the Shipkite help centre assistant. Answer briefly.',
    })
    expect(prompt.status).toBe(200)
    systemPromptId = prompt.data.item?.id ?? prompt.data.id ?? ''
    expect(systemPromptId).not.toBe('')
    const page = await admin.post(`${base}/pages`, {
      id: '/settings/printing',
      title: 'Printing settings',
      description: 'Choose the label format and the thermal printer.',
    })
    expect(page.status).toBe(200)
  })

  it('refuses to train an empty version, with the reason', async () => {
    const refused = await admin.post(`${emptyBase}/training`, {})
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ success: false, errors: { VALIDATION_FAILED: trainingMessages.emptyVersion } })
    const limits = await admin.get<TrainingLimitsAndEstimates>(`${emptyBase}/training/limits-and-estimates`)
    expect(limits.data).toMatchObject({ canTrain: false, blockers: [trainingMessages.emptyVersion], examples: 0 })
  })

  it('estimates costs, limits and duration from the version content', async () => {
    const costs = await admin.get<TrainingCosts>(`${base}/training/costs`)
    expect(costs.status).toBe(200)
    expect(costs.data).toMatchObject({ currency: 'USD', baseModel: 'local-retrieval', examples: 50, epochs: 3 })
    expect(costs.data.tokens.knowledge).toBeGreaterThan(1000)
    expect(costs.data.tokens.functions).toBeGreaterThan(0)
    expect(costs.data.trainingTokens).toBe(costs.data.tokens.total * 3)
    expect(costs.data.creditBalance).toBe(5)
    expect(costs.data.sufficientCredits).toBe(true)
    const limits = await admin.get<TrainingLimitsAndEstimates>(`${base}/training/limits-and-estimates`)
    expect(limits.data.canTrain).toBe(true)
    expect(limits.data.limits.find((limit) => limit.item === 'functions')).toMatchObject({ inVersion: 1 })
    expect(limits.data.estimatedDurationSeconds).toBeGreaterThan(0)
  })

  it('trains the version to succeeded, with progress, metrics, a registered model and a retrieval index', async () => {
    const started = await admin.post<{ training: Training; message: string }>(`${base}/training`, { systemPromptId })
    expect(started.status).toBe(200)
    expect(started.data.message).toBe(trainingMessages.started)
    expect(started.data.training).toMatchObject({ status: 'queued', kind: 'standard', progress: 0 })
    const again = await admin.post(`${base}/training`, {})
    expect(again.body).toEqual({ success: false, errors: { VALIDATION_FAILED: trainingMessages.alreadyRunning } })

    const training = await waitForTraining(admin, `${base}/training/${started.data.training.id}`, [
      'succeeded',
      'failed',
      'cancelled',
    ])
    expect(training.failureReason).toBeNull()
    expect(training).toMatchObject({ status: 'succeeded', stage: 'done', progress: 100 })
    expect(training.counts).toMatchObject({ knowledge: 50, functions: 1, trainingExamples: 50 })
    expect(training.metricsHistory.length).toBeGreaterThan(0)
    expect(training.metrics?.validationAccuracy).not.toBeNull()
    expect(training.providerJobId).toMatch(/^ftjob-/)
    expect(training.creditsCharged).toBeGreaterThan(0)
    // The answer check: held-out questions asked of the finished model, with the counts behind each share.
    const check = training.answerCheck as NonNullable<Training['answerCheck']>
    expect(check.answerableQuestions).toBeGreaterThan(0)
    expect(check.outOfScopeQuestions).toBeGreaterThan(0)
    expect(check.accuracy).toBeCloseTo(check.answeredRight / check.answerableQuestions, 10)
    expect(check.refusalRate).toBeCloseTo(check.declined / check.outOfScopeQuestions, 10)
    expect(check.answeredRight).toBeGreaterThan(0)

    const models = await admin.get<Model[]>(`${base}/models`)
    expect(models.data).toHaveLength(1)
    model = models.data[0] as Model
    expect(model).toMatchObject({
      id: training.modelId,
      kind: 'localRetrieval',
      label: 'Local retrieval model',
      status: 'ready',
      baseModel: 'local-retrieval',
      ragAvailable: true,
    })
    expect(model.providerModelId).toMatch(/^ft:local-retrieval:/)
    expect(model.metrics.trainingExamples).toBe(50)
    expect(model.answerCheck).toEqual(check)

    const history = await admin.get<Training[]>(`${base}/training`)
    expect(history.data.map((item) => item.id)).toEqual([training.id])
    const timeline = await admin.get<{ items?: { type: string }[] } | { type: string }[]>(`${base}/timeline`)
    const events = Array.isArray(timeline.data) ? timeline.data : (timeline.data.items ?? [])
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['training.queued', 'training.snapshotTaken', 'model.registered', 'training.succeeded']),
    )
  })

  it('answers paraphrased questions with the trained completion', async () => {
    // Reworded questions, none of them a training prompt: the first three reword a prompt, the others come from
    // the fixture's held-out paraphrases that share a few key words with the answer.
    const paraphrased: [string, number][] = [
      ['How can I create a shipping label?', 0],
      ['How can I print labels for many orders at once?', 2],
      ["How can I void a label I don't need?", 3],
      ['Do you work with FedEx and DHL?', 7],
      ['Does Shipkite work with my Zebra label printer?', 1],
      ['Where can I see where my parcel is right now?', 4],
      ['Can I put my own logo and colours on the page customers use to follow their order?', 6],
    ]
    let right = 0
    for (const [question, entryIndex] of paraphrased) {
      const reply = await admin.post<PlaygroundReply>(`${base}/models/message`, {
        modelId: model.id,
        messages: [{ role: 'user', content: question }],
      })
      expect(reply.status).toBe(200)
      if (reply.data.message.content === entries[entryIndex]?.completion) right += 1
      // A local retrieval model answers with a learned completion or declines; it never makes text up.
      if (reply.data.answered) {
        expect(entries.map((entry) => entry.completion)).toContain(reply.data.message.content)
      }
    }
    // Training seeds differ between runs; the engine's measured top-1 on such questions is well above this.
    expect(right).toBeGreaterThanOrEqual(5)
  })

  it('declines an unrelated question, calls the agent function and uses retrieval and suggestions', async () => {
    const unrelated = await admin.post<PlaygroundReply>(`${base}/models/message`, {
      modelId: model.id,
      messages: [{ role: 'user', content: 'What is the boiling point of mercury in kelvin?' }],
      systemPromptId,
    })
    expect(unrelated.data).toMatchObject({ answered: false, toolCalls: [], model: { kind: 'localRetrieval' } })
    expect(unrelated.data.message.content).toBe("I don't know the answer to that yet.")

    const tool = await admin.post<PlaygroundReply>(`${base}/models/message`, {
      modelId: model.id,
      messages: [
        { role: 'user', content: 'What is the status of my shipment with tracking number 1Z999AA10123456784?' },
      ],
    })
    expect(tool.data.finishReason).toBe('tool_calls')
    expect(tool.data.toolCalls[0]).toMatchObject({
      name: 'get_shipment_status',
      arguments: { trackingNumber: '1Z999AA10123456784' },
    })
    expect(tool.data.answered).toBe(true)

    const followUp = await admin.post<PlaygroundReply>(`${base}/models/message`, {
      modelId: model.id,
      messages: [
        { role: 'user', content: 'What is the status of my shipment with tracking number 1Z999AA10123456784?' },
        { role: 'assistant', content: null, toolCalls: tool.data.toolCalls },
        { role: 'tool', toolCallId: tool.data.toolCalls[0]?.id, content: '{"message":"In transit, arriving Friday."}' },
      ],
    })
    expect(followUp.data.message.content).toBe('In transit, arriving Friday.')

    const thermal = shipkiteHelpCenter[1] as (typeof shipkiteHelpCenter)[number]
    const withRag = await admin.post<PlaygroundReply>(`${base}/models/message`, {
      modelId: model.id,
      messages: [{ role: 'user', content: thermal.paraphrases[0] }],
      useRag: true,
      suggestActions: true,
    })
    expect(withRag.status).toBe(200)
    expect(withRag.data.ragPassages.length).toBeGreaterThan(0)
    expect(withRag.data.ragPassages[0]).toMatchObject({ source: 'knowledge', text: thermal.completion })
    expect(withRag.data.ragData?.query).toBe(thermal.paraphrases[0])
    expect(withRag.data.suggestedActions.map((action) => action.id)).toContain('/settings/printing')

    const missing = await admin.post(`${base}/models/message`, {
      modelId: 'md-none',
      messages: [{ role: 'user', content: 'Hello?' }],
    })
    expect(missing.errorCodes).toEqual(['NOT_FOUND'])
  })

  it('turns retrieval on and off for the version', async () => {
    const before = await admin.get<RagSettings>(`${base}/training/rag`)
    expect(before.data).toMatchObject({ ragEnabled: false, index: { modelId: model.id } })
    const enabled = await admin.post<{ settings: RagSettings; message: string }>(`${base}/training/rag`, {
      ragEnabled: true,
    })
    expect(enabled.data).toMatchObject({ settings: { ragEnabled: true }, message: trainingMessages.ragEnabled })
    expect((await admin.get<RagSettings>(`${base}/training/rag`)).data.ragEnabled).toBe(true)
  })

  it('fails a custom training with the provider’s reason and gives the credits back', async () => {
    const balance = async () => (await admin.get<TrainingCosts>(`${base}/training/costs`)).data.creditBalance
    // The playground messages before were debited from the table's stream (ADR 0028): settled before the baseline.
    await platform.tableStreamCaughtUp()
    const balanceBefore = await balance()
    const started = await admin.post<{ training: Training }>(`${base}/training/custom`, {
      baseModel: 'gpt-4o-mini-2024-07-18',
      epochs: 2,
      suffix: 'wrong-base',
    })
    expect(started.status).toBe(200)
    expect(started.data.training.options).toMatchObject({ baseModel: 'gpt-4o-mini-2024-07-18', epochs: 2 })
    const failed = await waitForTraining(admin, `${base}/training/${started.data.training.id}`, ['failed', 'succeeded'])
    expect(failed.status).toBe('failed')
    expect(failed.failureReason).toContain('not available for fine-tuning')
    expect(failed.creditsRefunded).toBe(true)
    expect(failed.answerCheck).toBeUndefined()
    // The refund lands in the balance a write after the training shows it (seen under load): wait for it, so the
    // balance the next tests start from holds it.
    const deadline = Date.now() + 15_000
    while (Math.abs((await balance()) - balanceBefore) > 1e-6 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(await balance()).toBeCloseTo(balanceBefore, 6)
  })

  let longTrainingPath = ''
  let balanceBeforeLongTraining = 0

  it('keeps answering while the engine trains: 20 spaced requests each answer within a second', async () => {
    await platform.tableStreamCaughtUp()
    balanceBeforeLongTraining = (await admin.get<TrainingCosts>(`${base}/training/costs`)).data.creditBalance
    const started = await admin.post<{ training: Training }>(`${base}/training/custom`, { epochs: 50 })
    longTrainingPath = `${base}/training/${started.data.training.id}`
    const deadline = Date.now() + 90_000
    while ((await admin.get<Training>(longTrainingPath)).data.stage !== 'fineTuning') {
      if (Date.now() > deadline) throw new Error('the training never reached the engine')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // A functional bound, not a micro-benchmark: before the engine and the jobs left the gateway's process, requests
    // sent during a training waited seconds or were reset (`npm run bench:responsive` measures the distribution).
    const slowOrFailed: string[] = []
    for (let request = 0; request < 20; request += 1) {
      const sent = performance.now()
      const answer = request % 2 === 0 ? await admin.get('/users/me') : await admin.get<Training>(longTrainingPath)
      const milliseconds = performance.now() - sent
      if (answer.status !== 200 || milliseconds >= 1_000)
        slowOrFailed.push(`request ${request + 1}: ${answer.status} in ${Math.round(milliseconds)} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(slowOrFailed).toEqual([])
    // Every request above was answered while the model was still training.
    expect((await admin.get<Training>(longTrainingPath)).data).toMatchObject({ status: 'running', stage: 'fineTuning' })
  })

  it('cancels a running training, its job and the provider’s job', async () => {
    const path = longTrainingPath
    const cancelled = await admin.post<{ training: Training; message: string }>(`${path}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.data).toMatchObject({
      message: trainingMessages.cancelled,
      training: { status: 'cancelled', stage: 'done', creditsRefunded: true },
    })
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const later = await admin.get<Training>(path)
    expect(later.data.status).toBe('cancelled')
    const again = await admin.post(`${path}/cancel`)
    expect(again.errorCodes).toEqual(['VALIDATION_FAILED'])
    expect((await admin.get<Model[]>(`${base}/models`)).data).toHaveLength(1)
    const costs = await admin.get<TrainingCosts>(`${base}/training/costs`)
    // The cancelled training was refunded in full: the balance is back where it was before it started (chat
    // messages in the playground are metered too, so the balance is not simply 5 minus the first training).
    expect(costs.data.creditBalance).toBeCloseTo(balanceBeforeLongTraining, 6)
  })

  it('answers CREDITS_EXHAUSTED when the organization has no credits left', async () => {
    await db().entities.creditBalance.patch({ organizationId }).set({ balanceMicros: 0 }).go()
    const refused = await admin.post(`${base}/training`, {})
    expect(refused.status).toBe(402)
    expect(refused.errorCodes).toEqual(['CREDITS_EXHAUSTED'])
  })
  it('removes trainings, models and retrieval settings with the project', async () => {
    // base is /organizations/{organizationId}/projects/{projectId}/versions/{versionId}
    const [, , , , projectId, , versionId] = base.split('/')
    const key = { organizationId, projectId: projectId as string, versionId: versionId as string }
    expect((await admin.delete(`/organizations/${organizationId}/projects/${key.projectId}`)).status).toBe(200)
    const deadline = Date.now() + 30_000
    for (;;) {
      const [{ data: trainings }, { data: models }, { data: setting }] = await Promise.all([
        db().entities.training.query.byVersion(key).go(),
        db().entities.trainedModel.query.byVersion(key).go(),
        db().entities.ragSetting.get(key).go(),
      ])
      if (trainings.length === 0 && models.length === 0 && !setting) break
      if (Date.now() > deadline) throw new Error('training records outlived their project')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })
})

/*
 * Issue 13's regression guard on real documentation text (tests/fixtures/ioredis-quality: 20 pairs condensed from
 * the MIT-licensed ioredis README, 50 rewordings that avoid the prompts' words, 12 questions it does not answer),
 * trained and asked through the API with retrieval on, graded like bench:quality. Training is seeded from the
 * training file, so the figures are the same on every run: 30 of 50 right and 11 of 12 declined (ADR 0036: an answer
 * its question's unknown words move the question away from is declined, 33 of 50 before; Addendum 18: pairs
 * read in content order draw other training questions, and an answer the encoder disputes near the threshold is
 * declined; 32 of 50 in Addendum 17; 31 of 50 in Addendum 16; 32 of 50 with the everyday-phrase synonyms of Addendum 13; 30 of 50 in Addendum 12; 28 with the
 * neighbouring questions and keyword evidence of Addendum 11; 25 of 50 before them, Addendum 10; 13 of 50 and 11 of 12
 * before the software synonym groups of Addendum 8). The floors leave room for float rounding, no more.
 */
const minimumParaphraseAccuracy = 0.6
const minimumOutOfScopeDeclined = 0.75
/** Training and 62 questions through the API; generous, because a loaded machine runs them several times slower. */
const qualityTimeoutMs = 600_000

describe('answer quality on real documentation text', () => {
  const qualitySet = readQualitySet(new URL('../fixtures/ioredis-quality/quality-subset.json', import.meta.url))

  it(
    'answers reworded questions right and declines what the knowledge does not cover',
    async () => {
      const reader = await signUp('quality@example.com')
      const organization = (await reader.post<{ id: string }>('/organizations', { name: 'ioredis docs' })).data.id
      const project = await reader.post<{ id: string; latestVersionId: string }>(
        `/organizations/${organization}/projects`,
        { name: 'ioredis' },
      )
      const version = `/organizations/${organization}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
      for (const item of qualitySet.knowledge) {
        const created = await reader.post(`${version}/knowledge`, { prompt: item.prompt, completion: item.completion })
        expect(created.status).toBe(200)
      }
      const started = await reader.post<{ training: Training }>(`${version}/training`, {})
      expect(started.status).toBe(200)
      const training = await waitForTraining(
        reader,
        `${version}/training/${started.data.training.id}`,
        ['succeeded', 'failed'],
        qualityTimeoutMs,
      )
      expect(training.status).toBe('succeeded')
      const declinedWithSuggestions: PlaygroundReply[] = []
      const ask = async (question: string) => {
        // On a loaded machine the first questions (model and index loading) can pass the route's 29 s; ask again.
        for (let attempt = 1; ; attempt += 1) {
          const reply = await reader.post<PlaygroundReply>(`${version}/models/message`, {
            modelId: training.modelId,
            messages: [{ role: 'user', content: question }],
            useRag: true,
          })
          if (reply.status >= 500 && attempt < 3) continue
          expect(reply.status).toBe(200)
          if (!reply.data.answered && reply.data.suggestions.length > 0) declinedWithSuggestions.push(reply.data)
          return reply.data.message.content ?? ''
        }
      }
      const paraphrases: string[] = []
      for (const item of qualitySet.paraphrases) paraphrases.push(await ask(item.question))
      const outOfScope: string[] = []
      for (const item of qualitySet.outOfScope) outOfScope.push(await ask(item.question))
      const figures = gradeReplies(qualitySet, 'engine', {
        paraphrases,
        outOfScope,
        latencies: [],
        trainingSeconds: null,
      })
      console.info(
        `answer quality on the ioredis subset: ${figures.right}/${figures.paraphrases} right, ` +
          `${figures.declinedOutOfScope}/${figures.outOfScope} declined, ` +
          `${declinedWithSuggestions.length} declines with "Did you mean" questions; ` +
          `the engine's answer check: ${JSON.stringify(training.answerCheck)}`,
      )
      expect(figures.right / figures.paraphrases).toBeGreaterThanOrEqual(minimumParaphraseAccuracy)
      // A decline with plausible candidates offers up to three of the trained questions as data, the answer alone.
      expect(declinedWithSuggestions.length).toBeGreaterThan(0)
      const prompts = qualitySet.knowledge.map((item) => item.prompt)
      for (const reply of declinedWithSuggestions) {
        expect(reply.suggestions.length).toBeLessThanOrEqual(3)
        for (const suggestion of reply.suggestions) expect(prompts).toContain(suggestion)
        expect(reply.message.content).not.toContain('Did you mean')
      }
      expect(figures.declinedOutOfScope / figures.outOfScope).toBeGreaterThanOrEqual(minimumOutOfScopeDeclined)
    },
    qualityTimeoutMs,
  )
})
