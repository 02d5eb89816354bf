import { type AnswerCheck, answerCheckSchema } from '@platform/shared/contracts/training'
import type OpenAI from 'openai'
import { type ModelCapabilities, modelCapabilities } from './model-capabilities.ts'
import type {
  ChatCompletion,
  ChatDelta,
  ChatRequest,
  CreateFineTuningJobRequest,
  EmbedRequest,
  EmbedResult,
  FineTuningEvent,
  FineTuningJob,
  FineTuningMetrics,
  FinishReason,
  ModelProvider,
  ProviderModel,
  TokenUsage,
  UploadedFile,
} from './provider.ts'
import { ProviderError, providerErrorKindOfStatus } from './provider-error.ts'

export interface OpenAiCompatibleProviderOptions {
  /** e.g. https://api.openai.com/v1, a vLLM or Ollama server, or the local engine. */
  baseUrl: string
  apiKey: string
  chatModel: string
  embeddingModel: string
  fineTuningModel: string
  timeoutMs?: number
  /** Retries of 408/409/429/5xx and connection errors, with the client's backoff. */
  maxRetries?: number
  /** For tests: replaces the HTTP call. */
  fetch?: typeof fetch
}

/**
 * The `ModelProvider` over the `openai` package, for any endpoint that speaks OpenAI's API (OpenAI, Azure,
 * Together, Fireworks, vLLM, Ollama, Bedrock's OpenAI-compatible endpoint, the local engine). The only module
 * that imports `openai`: vendor types and errors stop here.
 *
 * @example
 * const provider = new OpenAiCompatibleProvider({ baseUrl, apiKey, chatModel: 'gpt-4o-mini', embeddingModel: 'text-embedding-3-small', fineTuningModel: 'gpt-4o-mini-2024-07-18' })
 */
/**
 * The `openai` package, loaded on the first call: functions that reach a provider without calling it (reading
 * prices, capabilities) neither carry it in their bundle nor load it at a cold start. Kept once loaded, so errors
 * can be told apart by class.
 */
let openAiModule: typeof import('openai') | undefined

async function loadOpenAi(): Promise<typeof import('openai')> {
  openAiModule ??= await import('openai')
  return openAiModule
}

export class OpenAiCompatibleProvider implements ModelProvider {
  readonly name: string
  readonly defaults: ModelProvider['defaults']
  readonly #options: OpenAiCompatibleProviderOptions
  #client: Promise<OpenAI> | undefined

  capabilities(modelId: string): ModelCapabilities {
    return modelCapabilities(modelId)
  }

  constructor(options: OpenAiCompatibleProviderOptions) {
    this.name = `openai-compatible(${options.baseUrl})`
    this.defaults = {
      chatModel: options.chatModel,
      embeddingModel: options.embeddingModel,
      fineTuningModel: options.fineTuningModel,
    }
    this.#options = options
  }

  #openAi(): Promise<OpenAI> {
    const options = this.#options
    this.#client ??= loadOpenAi().then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: options.baseUrl,
          apiKey: options.apiKey,
          timeout: options.timeoutMs ?? 60_000,
          maxRetries: options.maxRetries ?? 2,
          fetch: options.fetch,
        }),
    )
    return this.#client
  }

  chat(request: ChatRequest & { stream: true }): Promise<AsyncIterable<ChatDelta>>
  chat(request: ChatRequest & { stream?: false }): Promise<ChatCompletion>
  async chat(request: ChatRequest): Promise<ChatCompletion | AsyncIterable<ChatDelta>> {
    const parameters = {
      model: request.model ?? this.defaults.chatModel,
      messages: request.messages,
      ...(request.tools && request.tools.length > 0 ? { tools: request.tools } : {}),
      ...(request.toolChoice !== undefined ? { tool_choice: request.toolChoice } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.responseFormat ? { response_format: request.responseFormat } : {}),
    }
    return withProviderErrors(async () => {
      if (request.stream) {
        const stream = await (await this.#openAi()).chat.completions.create({
          ...parameters,
          stream: true,
          stream_options: { include_usage: true },
        })
        return streamDeltas(stream)
      }
      const completion = await (await this.#openAi()).chat.completions.create({ ...parameters, stream: false })
      const choice = completion.choices[0]
      if (!choice) throw new ProviderError('unknown', 'The provider returned no choices.')
      const toolCalls = (choice.message.tool_calls ?? []).flatMap((call) =>
        call.type === 'function'
          ? [
              {
                id: call.id,
                type: 'function' as const,
                function: { name: call.function.name, arguments: call.function.arguments },
              },
            ]
          : [],
      )
      return {
        id: completion.id,
        model: completion.model,
        message: {
          role: 'assistant' as const,
          content: choice.message.content,
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        finishReason: finishReasonOf(choice.finish_reason) ?? 'stop',
        usage: usageOf(completion.usage),
        ...answerConfidenceOf(completion),
      }
    })
  }

  embed(request: EmbedRequest): Promise<EmbedResult> {
    return withProviderErrors(async () => {
      // The client asks for base64 and decodes it to Float32Array; callers get plain arrays.
      const response = await (await this.#openAi()).embeddings.create({
        model: request.model ?? this.defaults.embeddingModel,
        input: request.input,
      })
      const ordered = [...response.data].sort((left, right) => left.index - right.index)
      return {
        model: response.model,
        embeddings: ordered.map((item) => Array.from(item.embedding)),
        usage: { promptTokens: response.usage.prompt_tokens },
      }
    })
  }

  uploadTrainingFile(name: string, jsonl: string): Promise<UploadedFile> {
    return withProviderErrors(async () => {
      const file = await (await this.#openAi()).files.create({
        file: await (await loadOpenAi()).toFile(Buffer.from(jsonl, 'utf8'), name, { type: 'application/jsonl' }),
        purpose: 'fine-tune',
      })
      return { id: file.id, name: file.filename, bytes: file.bytes, createdAt: file.created_at }
    })
  }

  createFineTuningJob(request: CreateFineTuningJobRequest): Promise<FineTuningJob> {
    return withProviderErrors(async () => {
      const nEpochs = request.hyperparameters?.nEpochs
      const job = await (await this.#openAi()).fineTuning.jobs.create({
        model: request.model ?? this.defaults.fineTuningModel,
        training_file: request.trainingFile,
        ...(request.validationFile ? { validation_file: request.validationFile } : {}),
        ...(request.suffix ? { suffix: request.suffix } : {}),
        ...(request.metadata ? { metadata: request.metadata } : {}),
        ...(request.seed !== undefined ? { seed: request.seed } : {}),
        ...(nEpochs !== undefined
          ? { method: { type: 'supervised' as const, supervised: { hyperparameters: { n_epochs: nEpochs } } } }
          : {}),
      })
      return jobOf(job)
    })
  }

  getFineTuningJob(id: string): Promise<FineTuningJob> {
    return withProviderErrors(async () => jobOf(await (await this.#openAi()).fineTuning.jobs.retrieve(id)))
  }

  listFineTuningEvents(id: string): Promise<FineTuningEvent[]> {
    return withProviderErrors(async () => {
      const events: FineTuningEvent[] = []
      for await (const event of (await this.#openAi()).fineTuning.jobs.listEvents(id, { limit: 100 })) {
        events.push({
          id: event.id,
          createdAt: event.created_at,
          level: event.level,
          message: event.message,
          ...(event.type === 'metrics' ? { metrics: metricsOf(event.data) } : {}),
        })
      }
      // Providers list newest first; a console reads a job's history in order.
      return events.reverse()
    })
  }

  cancelFineTuningJob(id: string): Promise<FineTuningJob> {
    return withProviderErrors(async () => jobOf(await (await this.#openAi()).fineTuning.jobs.cancel(id)))
  }

  listModels(): Promise<ProviderModel[]> {
    return withProviderErrors(async () => {
      const models: ProviderModel[] = []
      for await (const model of (await this.#openAi()).models.list()) {
        models.push({ id: model.id, ownedBy: model.owned_by, createdAt: model.created })
      }
      return models
    })
  }
}

async function withProviderErrors<Result>(operation: () => Promise<Result>): Promise<Result> {
  try {
    return await operation()
  } catch (error) {
    throw toProviderError(error)
  }
}

export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error
  const OpenAI = openAiModule?.default
  if (!OpenAI)
    return new ProviderError('unknown', error instanceof Error ? error.message : String(error), { cause: error })
  if (error instanceof OpenAI.APIConnectionError) {
    return new ProviderError('unavailable', error.message, { cause: error })
  }
  if (error instanceof OpenAI.APIError) {
    // `error.error` is the body's error object; its message is the provider's own, without the client's prefix.
    const body = (error.error ?? {}) as { message?: unknown }
    const message = typeof body.message === 'string' ? body.message : error.message
    return new ProviderError(providerErrorKindOfStatus(error.status), message, {
      status: error.status,
      code: error.code ?? null,
      param: error.param ?? null,
      cause: error,
    })
  }
  return new ProviderError('unknown', error instanceof Error ? error.message : String(error), { cause: error })
}

/**
 * The local engine's `answer_confidence`, a field of its own beside OpenAI's (the SDK hands unknown fields through);
 * other providers send none.
 */
function answerConfidenceOf(response: object): { answerConfidence?: number } {
  const value = (response as { answer_confidence?: unknown }).answer_confidence
  return typeof value === 'number' && Number.isFinite(value) ? { answerConfidence: value } : {}
}

async function* streamDeltas(
  stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>,
): AsyncIterable<ChatDelta> {
  try {
    for await (const chunk of stream) {
      const choice = chunk.choices[0]
      const delta: ChatDelta = {}
      if (choice?.delta.content) delta.content = choice.delta.content
      if (choice?.delta.tool_calls) {
        delta.toolCalls = choice.delta.tool_calls.map((call) => ({
          index: call.index,
          ...(call.id ? { id: call.id } : {}),
          ...(call.function?.name ? { name: call.function.name } : {}),
          ...(call.function?.arguments ? { arguments: call.function.arguments } : {}),
        }))
      }
      const finishReason = finishReasonOf(choice?.finish_reason)
      if (finishReason) delta.finishReason = finishReason
      const usage = usageOf(chunk.usage)
      if (usage) delta.usage = usage
      Object.assign(delta, answerConfidenceOf(chunk))
      if (Object.keys(delta).length > 0) yield delta
    }
  } catch (error) {
    throw toProviderError(error)
  }
}

function finishReasonOf(reason: string | null | undefined): FinishReason | undefined {
  if (reason === 'function_call') return 'tool_calls'
  return reason === 'stop' || reason === 'length' || reason === 'tool_calls' || reason === 'content_filter'
    ? reason
    : undefined
}

function usageOf(usage: OpenAI.Completions.CompletionUsage | null | undefined): TokenUsage | undefined {
  if (!usage) return undefined
  return {
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    totalTokens: usage.total_tokens,
  }
}

function jobOf(job: OpenAI.FineTuning.Jobs.FineTuningJob): FineTuningJob {
  return {
    id: job.id,
    status: job.status,
    model: job.model,
    fineTunedModel: job.fine_tuned_model,
    trainingFile: job.training_file,
    validationFile: job.validation_file,
    createdAt: job.created_at,
    finishedAt: job.finished_at,
    trainedTokens: job.trained_tokens,
    error: job.error ? { code: job.error.code, message: job.error.message } : null,
    ...answerCheckOf((job as { answer_check?: unknown }).answer_check),
  }
}

/** The local engine's `answer_check` on a finished job; other providers send none, and a malformed one is left out. */
function answerCheckOf(value: unknown): { answerCheck?: AnswerCheck } {
  if (typeof value !== 'object' || value === null) return {}
  const check = value as Record<string, unknown>
  const parsed = answerCheckSchema.safeParse({
    answerableQuestions: check.answerable_questions,
    answeredRight: check.answered_right,
    accuracy: check.accuracy,
    outOfScopeQuestions: check.out_of_scope_questions,
    declined: check.declined,
    refusalRate: check.refusal_rate,
  })
  return parsed.success ? { answerCheck: parsed.data } : {}
}

/** OpenAI reports token accuracies (`*_mean_token_accuracy`); the local engine reports answer accuracies. */
function metricsOf(data: unknown): FineTuningMetrics {
  const values = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const number = (...keys: string[]) => {
    for (const key of keys) if (typeof values[key] === 'number') return values[key] as number
    return undefined
  }
  const metrics: FineTuningMetrics = { step: number('step') ?? 0 }
  const optional: [keyof FineTuningMetrics, number | undefined][] = [
    ['totalSteps', number('total_steps')],
    ['trainLoss', number('train_loss')],
    ['trainAccuracy', number('train_accuracy', 'train_mean_token_accuracy')],
    ['validationLoss', number('valid_loss', 'full_valid_loss')],
    ['validationAccuracy', number('valid_accuracy', 'valid_mean_token_accuracy', 'full_valid_mean_token_accuracy')],
  ]
  for (const [key, value] of optional) if (value !== undefined) metrics[key] = value
  return metrics
}
