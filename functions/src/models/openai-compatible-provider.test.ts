import { describe, expect, it } from 'vitest'
import { OpenAiCompatibleProvider } from './openai-compatible-provider.ts'
import { ProviderError } from './provider-error.ts'

/** Answers every call with one recorded-style OpenAI error body and status. */
function providerAnswering(status: number, error: Record<string, unknown>) {
  return new OpenAiCompatibleProvider({
    baseUrl: 'https://provider.example/v1',
    apiKey: 'key',
    chatModel: 'gpt-4o-mini',
    embeddingModel: 'text-embedding-3-small',
    fineTuningModel: 'gpt-4o-mini-2024-07-18',
    maxRetries: 0,
    fetch: async () =>
      new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } }),
  })
}

describe('OpenAiCompatibleProvider errors', () => {
  it.each([
    [
      401,
      { message: 'Incorrect API key provided: sk-abc.', type: 'invalid_request_error', code: 'invalid_api_key' },
      'authentication',
    ],
    [
      429,
      { message: 'Rate limit reached for gpt-4o-mini.', type: 'requests', code: 'rate_limit_exceeded' },
      'rate_limited',
    ],
    [
      400,
      { message: "Invalid value for 'temperature'.", type: 'invalid_request_error', param: 'temperature' },
      'invalid_request',
    ],
    [
      404,
      { message: 'The model `gpt-9` does not exist.', type: 'invalid_request_error', code: 'model_not_found' },
      'not_found',
    ],
    [503, { message: 'The server is overloaded.', type: 'server_error' }, 'unavailable'],
  ] as const)('maps HTTP %i to %s with the provider message', async (status, error, kind) => {
    const failure = await providerAnswering(status, error)
      .chat({ messages: [{ role: 'user', content: 'Hi' }] })
      .catch((caught: unknown) => caught)
    expect(failure).toBeInstanceOf(ProviderError)
    expect(failure).toMatchObject({ kind, message: error.message, details: { status } })
  })

  it('maps a connection failure to unavailable', async () => {
    const provider = new OpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'key',
      chatModel: 'model',
      embeddingModel: 'model',
      fineTuningModel: 'model',
      maxRetries: 0,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(provider.listModels()).rejects.toMatchObject({ kind: 'unavailable', retryable: true })
  })
})

/** A finished job as the local engine serves it (OpenAI's shape, plus its `answer_check`). */
const finishedLocalJob = {
  id: 'ftjob-0c1d2e3f4a5b',
  object: 'fine_tuning.job',
  created_at: 1_764_150_000,
  error: null,
  fine_tuned_model: 'ft:local-retrieval::0c1d2e3f',
  finished_at: 1_764_150_042,
  hyperparameters: { n_epochs: 58, batch_size: 'auto', learning_rate_multiplier: 'auto' },
  model: 'local-retrieval',
  organization_id: 'org-local',
  result_files: [],
  seed: 7,
  status: 'succeeded',
  trained_tokens: 2934,
  training_file: 'file-1',
  validation_file: null,
  estimated_finish: null,
  integrations: null,
  metadata: null,
  method: { type: 'supervised', supervised: { hyperparameters: { n_epochs: 58 } } },
  user_provided_suffix: null,
  answer_check: {
    answerable_questions: 32,
    answered_right: 18,
    accuracy: 0.5625,
    out_of_scope_questions: 26,
    declined: 20,
    refusal_rate: 0.7692307692307693,
  },
}

function providerServingJob(job: Record<string, unknown>) {
  return new OpenAiCompatibleProvider({
    baseUrl: 'http://127.0.0.1:8100/v1',
    apiKey: 'local',
    chatModel: 'local-retrieval',
    embeddingModel: 'universal-sentence-encoder-lite',
    fineTuningModel: 'local-retrieval',
    maxRetries: 0,
    fetch: async () => new Response(JSON.stringify(job), { headers: { 'content-type': 'application/json' } }),
  })
}

describe('OpenAiCompatibleProvider fine-tuning jobs', () => {
  it('reads the local engine’s answer check of a finished job', async () => {
    const job = await providerServingJob(finishedLocalJob).getFineTuningJob(finishedLocalJob.id)
    expect(job).toMatchObject({ status: 'succeeded', fineTunedModel: 'ft:local-retrieval::0c1d2e3f' })
    expect(job.answerCheck).toEqual({
      answerableQuestions: 32,
      answeredRight: 18,
      accuracy: 0.5625,
      outOfScopeQuestions: 26,
      declined: 20,
      refusalRate: 0.7692307692307693,
    })
  })

  it('leaves the answer check out for providers that send none, or a malformed one', async () => {
    const { answer_check: _answerCheck, ...hosted } = finishedLocalJob
    expect((await providerServingJob(hosted).getFineTuningJob(hosted.id)).answerCheck).toBeUndefined()
    const malformed = { ...finishedLocalJob, answer_check: { ...finishedLocalJob.answer_check, accuracy: 1.5 } }
    expect((await providerServingJob(malformed).getFineTuningJob(malformed.id)).answerCheck).toBeUndefined()
  })
})

/** A provider whose every call answers this JSON body, or these server-sent events for a stream. */
function providerReplying(body: unknown, events?: unknown[]) {
  return new OpenAiCompatibleProvider({
    baseUrl: 'https://provider.example/v1',
    apiKey: 'key',
    chatModel: 'local',
    embeddingModel: 'local',
    fineTuningModel: 'local',
    maxRetries: 0,
    fetch: async () =>
      events
        ? new Response(`${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`, {
            headers: { 'content-type': 'text/event-stream' },
          })
        : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  })
}

describe('the local engine’s answer confidence', () => {
  const completion = (extra: Record<string, unknown>) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'local',
    choices: [{ index: 0, message: { role: 'assistant', content: 'Daily.' }, finish_reason: 'stop', logprobs: null }],
    ...extra,
  })
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'local',
    choices: [{ index: 0, delta, finish_reason: delta.content ? null : 'stop', logprobs: null }],
    ...extra,
  })

  it('is read from a completion and from the stream’s finishing chunk', async () => {
    const plain = await providerReplying(completion({ answer_confidence: 1.12 })).chat({
      messages: [{ role: 'user', content: 'When do parcels ship?' }],
    })
    expect(plain.answerConfidence).toBe(1.12)
    const deltas: unknown[] = []
    const streamed = await providerReplying(undefined, [
      chunk({ content: 'Daily.' }),
      chunk({}, { answer_confidence: 2.5 }),
    ]).chat({ messages: [{ role: 'user', content: 'When do parcels ship?' }], stream: true })
    for await (const delta of streamed) deltas.push(delta)
    expect(deltas).toContainEqual(expect.objectContaining({ answerConfidence: 2.5 }))
  })

  it('is left out for providers that send none, or a value that is not a number', async () => {
    for (const extra of [{}, { answer_confidence: 'high' }, { answer_confidence: null }]) {
      const reply = await providerReplying(completion(extra)).chat({ messages: [{ role: 'user', content: 'Hi' }] })
      expect(reply).not.toHaveProperty('answerConfidence')
    }
  })
})
