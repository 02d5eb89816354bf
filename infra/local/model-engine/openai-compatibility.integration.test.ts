import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { OpenAiCompatibleProvider } from '@platform/functions/models/openai-compatible-provider'
import { ProviderError } from '@platform/functions/models/provider-error'
import OpenAI, { toFile } from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  helpCenterParaphraseLines,
  helpCenterTrainingLines,
  shipkiteDocumentationPassages,
  shipkiteHelpCenter,
} from '../../../tests/fixtures/shipkite-help-center.ts'
import { type RunningModelEngine, startModelEngine } from './server.ts'

/**
 * The official `openai` client against the engine, in-process on a free port: if these pass, the platform's
 * provider code works the same against the local engine as against OpenAI.
 */
let dataDir: string
let engine: RunningModelEngine
let client: OpenAI

const tools: OpenAI.Chat.Completions.ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'track_shipment',
      description: 'Look up the current delivery status of a parcel by its tracking number.',
      parameters: {
        type: 'object',
        properties: { tracking_number: { type: 'string' } },
        required: ['tracking_number'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'create_return',
      description: 'Start a return for an order and email the customer a prepaid return label.',
      parameters: {
        type: 'object',
        properties: {
          order_number: { type: 'string' },
          reason: { type: 'string', enum: ['damaged', 'wrong_item', 'no_longer_needed'] },
        },
        required: ['order_number'],
      },
    },
  },
]

const passwordEntry = shipkiteHelpCenter.find((entry) => entry.prompt === 'How do I reset my password?')!

/** Training 60 answers takes about 10 s on 2 idle cores; a machine shared with other work can take several times that. */
async function waitForJob(id: string, until: (status: string) => boolean, timeoutMs = 100_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const job = await client.fineTuning.jobs.retrieve(id)
    if (until(job.status)) return job
    if (Date.now() > deadline) throw new Error(`Job ${id} still ${job.status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function uploadJsonl(name: string, content: string) {
  return client.files.create({ file: await toFile(Buffer.from(content), name), purpose: 'fine-tune' })
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'model-engine-'))
  engine = await startModelEngine({ port: 0, dataDir })
  client = new OpenAI({ baseURL: engine.url, apiKey: 'local', maxRetries: 0 })
})

afterAll(async () => {
  await engine?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('models', () => {
  it('lists the base models and describes the chat model as retrieval, not an LLM', async () => {
    const models = []
    for await (const model of client.models.list()) models.push(model)
    expect(models.map((model) => model.id)).toEqual(
      expect.arrayContaining(['local-retrieval', 'universal-sentence-encoder-lite']),
    )
    const retrieval = await client.models.retrieve('local-retrieval')
    expect(retrieval.owned_by).toBe('local-engine')
    expect((retrieval as unknown as { description: string }).description).toMatch(/not a generative language model/)
  })

  it('answers unknown models with OpenAI’s 404', async () => {
    await expect(client.models.retrieve('gpt-9')).rejects.toBeInstanceOf(OpenAI.NotFoundError)
  })
})

describe('chat completions', () => {
  it('declines with the fallback answer when the base model knows nothing', async () => {
    const completion = await client.chat.completions.create({
      model: 'local-retrieval',
      messages: [{ role: 'user', content: 'What is the capital of Peru?' }],
    })
    expect(completion.object).toBe('chat.completion')
    expect(completion.choices[0]?.message.content).toBe("I don't know the answer to that yet.")
    expect(completion.choices[0]?.finish_reason).toBe('stop')
    expect(completion.usage?.total_tokens).toBeGreaterThan(0)
  })

  it('calls the function a message asks for, with arguments read from it', async () => {
    const completion = await client.chat.completions.create({
      model: 'local-retrieval',
      messages: [{ role: 'user', content: 'Please start a return for order ORD-4821, it arrived damaged.' }],
      tools,
    })
    const choice = completion.choices[0]!
    expect(choice.finish_reason).toBe('tool_calls')
    expect(choice.message.content).toBeNull()
    const call = choice.message.tool_calls?.[0]
    expect(call?.type === 'function' && call.function.name).toBe('create_return')
    expect(call?.type === 'function' && JSON.parse(call.function.arguments)).toEqual({
      order_number: 'ORD-4821',
      reason: 'damaged',
    })
  })

  it('does not call a function for a question that merely shares its topic', async () => {
    const completion = await client.chat.completions.create({
      model: 'local-retrieval',
      messages: [{ role: 'user', content: 'Can I print labels on a thermal printer?' }],
      tools,
    })
    expect(completion.choices[0]?.finish_reason).toBe('stop')
  })

  it('streams tool calls as OpenAI chunks', async () => {
    const stream = await client.chat.completions.create({
      model: 'local-retrieval',
      messages: [{ role: 'user', content: 'Where is my parcel with tracking number 1Z999AA10123456784?' }],
      tools,
      stream: true,
      stream_options: { include_usage: true },
    })
    let name = ''
    let argumentsText = ''
    let finishReason: string | null = null
    let usageSeen = false
    for await (const chunk of stream) {
      for (const call of chunk.choices[0]?.delta.tool_calls ?? []) {
        name += call.function?.name ?? ''
        argumentsText += call.function?.arguments ?? ''
      }
      finishReason = chunk.choices[0]?.finish_reason ?? finishReason
      if (chunk.usage) usageSeen = true
    }
    expect(name).toBe('track_shipment')
    expect(JSON.parse(argumentsText)).toEqual({ tracking_number: '1Z999AA10123456784' })
    expect(finishReason).toBe('tool_calls')
    expect(usageSeen).toBe(true)
  })

  it('answers from passages in the system message (base model RAG), streamed as text', async () => {
    const stream = await client.chat.completions.create({
      model: 'local-retrieval',
      messages: [
        { role: 'system', content: `Answer from the context.\nContext:\n${shipkiteDocumentationPassages.join('\n')}` },
        { role: 'user', content: 'How long do you keep label files?' },
      ],
      stream: true,
    })
    let text = ''
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? ''
    expect(text).toContain('90 days')
  })
})

describe('embeddings', () => {
  it('returns 512 dimensions (base64 by default in the client) and places similar sentences closer', async () => {
    const response = await client.embeddings.create({
      model: 'universal-sentence-encoder-lite',
      input: ['How do I reset my password?', 'I forgot my password, how can I log in?', 'Parcels ship on weekdays.'],
    })
    const [question, paraphrase, unrelated] = response.data.map((item) => Array.from(item.embedding))
    expect(question).toHaveLength(512)
    const cosine = (left: number[], right: number[]) =>
      left.reduce((sum, value, index) => sum + value * right[index]!, 0)
    expect(cosine(question!, paraphrase!)).toBeGreaterThan(cosine(question!, unrelated!) + 0.2)

    const floats = await client.embeddings.create({
      model: 'universal-sentence-encoder-lite',
      input: 'How do I reset my password?',
      encoding_format: 'float',
    })
    expect(floats.data[0]!.embedding[0]).toBeCloseTo(question![0]!, 5)
  })
})

describe('files and fine-tuning', () => {
  let fineTunedModel = ''
  let cancelledJobId = ''

  it('uploads a training file and serves it back', async () => {
    const file = await uploadJsonl('help-center.jsonl', helpCenterTrainingLines())
    expect(file).toMatchObject({ object: 'file', purpose: 'fine-tune', filename: 'help-center.jsonl' })
    expect((await client.files.retrieve(file.id)).bytes).toBe(Buffer.byteLength(helpCenterTrainingLines()))
    expect(await (await client.files.content(file.id)).text()).toBe(helpCenterTrainingLines())
  })

  it('trains a model through validating_files → queued → running → succeeded, with loss and accuracy events', async () => {
    const training = await uploadJsonl('train.jsonl', helpCenterTrainingLines())
    const validation = await uploadJsonl('validation.jsonl', helpCenterParaphraseLines(0))
    const created = await client.fineTuning.jobs.create({
      model: 'local-retrieval',
      training_file: training.id,
      validation_file: validation.id,
      suffix: 'shipkite',
      seed: 7,
    })
    expect(created.status).toBe('validating_files')
    const job = await waitForJob(created.id, (status) => ['succeeded', 'failed', 'cancelled'].includes(status))
    expect(job.error).toBeNull()
    expect(job.status).toBe('succeeded')
    expect(job.fine_tuned_model).toMatch(/^ft:local-retrieval:shipkite:[a-z0-9]+$/)
    fineTunedModel = job.fine_tuned_model!
    // Beside OpenAI's shape: the held-out questions asked at the model's threshold, with the counts behind them.
    const check = (job as unknown as { answer_check: Record<string, number> }).answer_check
    expect(check.answered_right).toBeLessThanOrEqual(check.answerable_questions as number)
    expect(check.accuracy).toBeCloseTo((check.answered_right as number) / (check.answerable_questions as number))
    expect(check.refusal_rate).toBeCloseTo((check.declined as number) / (check.out_of_scope_questions as number))

    const events = []
    for await (const event of client.fineTuning.jobs.listEvents(job.id, { limit: 10 })) events.push(event)
    const messages = events.map((event) => event.message)
    expect(messages).toContain('Fine-tuning job started')
    expect(messages).toContain('The job has successfully completed')
    const metrics = events
      .filter((event) => event.type === 'metrics')
      .map((event) => event.data as Record<string, number>)
    expect(metrics.length).toBeGreaterThanOrEqual(10)
    const last = metrics.find((data) => data.step === data.total_steps)!
    const first = metrics.find((data) => data.step === 1)!
    expect(last.train_loss).toBeLessThan(first.train_loss!)
    expect(last.valid_accuracy).toBeGreaterThan(0.3)

    const listed = []
    for await (const model of client.models.list()) listed.push(model.id)
    expect(listed).toContain(fineTunedModel)
  })

  it('answers a paraphrased question with the learned completion and declines an unrelated one', async () => {
    const paraphrased = await client.chat.completions.create({
      model: fineTunedModel,
      messages: [{ role: 'user', content: passwordEntry.paraphrases[1] }],
    })
    expect(paraphrased.choices[0]?.message.content).toBe(passwordEntry.completion)

    const unrelated = await client.chat.completions.create({
      model: fineTunedModel,
      messages: [{ role: 'user', content: 'Who painted the Mona Lisa?' }],
    })
    expect(unrelated.choices[0]?.message.content).toBe("I don't know the answer to that yet.")
  })

  it('cancels a job while it trains', async () => {
    const manyExamples = Array.from({ length: 6 }, (_, round) =>
      shipkiteHelpCenter.map((entry) => ({ ...entry, prompt: `${entry.prompt} (variant ${round})` })),
    ).flat()
    const training = await uploadJsonl('large.jsonl', helpCenterTrainingLines(manyExamples))
    const created = await client.fineTuning.jobs.create({ model: 'local-retrieval', training_file: training.id })
    await waitForJob(created.id, (status) => status === 'running')
    const cancelled = await client.fineTuning.jobs.cancel(created.id)
    expect(cancelled.status).toBe('cancelled')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await client.fineTuning.jobs.retrieve(created.id)).status).toBe('cancelled')
    await expect(client.fineTuning.jobs.cancel(created.id)).rejects.toBeInstanceOf(OpenAI.BadRequestError)
    cancelledJobId = created.id
  })

  it('fails a job whose training file is not chat JSONL, saying which line', async () => {
    const training = await uploadJsonl('broken.jsonl', '{"messages":[{"role":"user","content":"Hi"}]}\nnot json')
    const created = await client.fineTuning.jobs.create({ model: 'local-retrieval', training_file: training.id })
    const job = await waitForJob(created.id, (status) => status === 'failed')
    expect(job.error?.message).toMatch(/line 1: .*line 2: not valid JSON/)
  })

  it('keeps files, jobs and trained models across a restart', async () => {
    await engine.stop()
    engine = await startModelEngine({ port: 0, dataDir })
    client = new OpenAI({ baseURL: engine.url, apiKey: 'local', maxRetries: 0 })
    expect((await client.fineTuning.jobs.retrieve(cancelledJobId)).status).toBe('cancelled')
    const completion = await client.chat.completions.create({
      model: fineTunedModel,
      messages: [{ role: 'user', content: passwordEntry.prompt }],
    })
    expect(completion.choices[0]?.message.content).toBe(passwordEntry.completion)
  })
})

describe('the provider over the engine', () => {
  it('chats, embeds and reads fine-tuning jobs through the ModelProvider interface', async () => {
    const provider = new OpenAiCompatibleProvider({
      baseUrl: engine.url,
      apiKey: 'local',
      chatModel: 'local-retrieval',
      embeddingModel: 'universal-sentence-encoder-lite',
      fineTuningModel: 'local-retrieval',
      maxRetries: 0,
    })
    const reply = await provider.chat({
      messages: [{ role: 'user', content: 'Track shipment 9400111899223856' }],
      tools: tools as never,
    })
    expect(reply.finishReason).toBe('tool_calls')
    expect(reply.message.tool_calls?.[0]?.function.name).toBe('track_shipment')

    const deltas = []
    for await (const delta of await provider.chat({ messages: [{ role: 'user', content: 'Hello?' }], stream: true })) {
      deltas.push(delta)
    }
    expect(deltas.map((delta) => delta.content ?? '').join('')).toBe("I don't know the answer to that yet.")
    expect(
      deltas.at(-1)?.usage?.totalTokens ?? deltas.find((delta) => delta.usage)?.usage?.totalTokens,
    ).toBeGreaterThan(0)

    const { embeddings } = await provider.embed({ input: ['one', 'two'] })
    expect(embeddings.map((vector) => vector.length)).toEqual([512, 512])

    const file = await provider.uploadTrainingFile(
      'provider.jsonl',
      helpCenterTrainingLines(shipkiteHelpCenter.slice(0, 12)),
    )
    const job = await provider.createFineTuningJob({ trainingFile: file.id, hyperparameters: { nEpochs: 12 } })
    await waitForJob(job.id, (status) => status === 'succeeded')
    const events = await provider.listFineTuningEvents(job.id)
    expect(events[0]?.message).toMatch(/^Validating training file/)
    const metrics = events.filter((event) => event.metrics).map((event) => event.metrics!)
    expect(metrics).toHaveLength(12)
    expect(metrics[0]).toMatchObject({ step: 1, totalSteps: 12 })
    expect(typeof metrics[0]?.trainLoss).toBe('number')
    expect(typeof metrics[0]?.validationAccuracy).toBe('number')
    const finished = await provider.getFineTuningJob(job.id)
    expect(finished.fineTunedModel).toMatch(/^ft:local-retrieval::/)
    expect(finished.answerCheck?.answerableQuestions).toBeGreaterThan(0)
    await expect(provider.cancelFineTuningJob(job.id)).rejects.toMatchObject({ kind: 'invalid_request' })
    await expect(provider.chat({ model: 'ft:local-retrieval::missing', messages: [] })).rejects.toMatchObject({
      kind: 'invalid_request',
    })
    await expect(
      provider.chat({ model: 'ft:local-retrieval::missing', messages: [{ role: 'user', content: 'Hi' }] }),
    ).rejects.toMatchObject({ kind: 'not_found', details: { status: 404, code: 'model_not_found' } })
  })

  it('reports a wrong key as an authentication error', async () => {
    const guarded = await startModelEngine({ port: 0, dataDir: path.join(dataDir, 'guarded'), apiKey: 'right-key' })
    try {
      const provider = new OpenAiCompatibleProvider({
        baseUrl: guarded.url,
        apiKey: 'wrong-key',
        chatModel: 'local-retrieval',
        embeddingModel: 'universal-sentence-encoder-lite',
        fineTuningModel: 'local-retrieval',
        maxRetries: 0,
      })
      const failure = await provider.listModels().catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(ProviderError)
      expect(failure).toMatchObject({ kind: 'authentication', message: 'Incorrect API key provided.' })
    } finally {
      await guarded.stop()
    }
  })
})
