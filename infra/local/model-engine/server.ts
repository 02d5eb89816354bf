import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  isFineTunedLocalModel,
  localEmbeddingModelId,
  localRetrievalModelId,
} from '@platform/functions/models/local-engine/model-ids'
import { loadRetrievalModel, type RetrievalModel } from '@platform/functions/models/local-engine/retrieval-model'
import { EmbeddingCache, loadSentenceEncoder } from '@platform/functions/models/local-engine/sentence-encoder'
import * as z from 'zod'
import { answerRequestErrors } from '../answer-request-errors.ts'
import { chatCompletionRequestSchema, completeChat } from './chat-completions.ts'
import { createEmbeddings, embeddingRequestSchema } from './create-embeddings.ts'
import { EngineError, modelNotFound } from './engine-error.ts'
import { EngineStore } from './engine-store.ts'
import { FineTuningRunner } from './fine-tuning-runner.ts'
import { parseWith, readJson, sendError, sendJson, sendText } from './http-io.ts'
import { listModels } from './list-models.ts'
import { uploadFile } from './upload-file.ts'

export const defaultFallbackAnswer = "I don't know the answer to that yet."

export interface ModelEngineOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** Where files, jobs, events and trained models are kept. */
  dataDir: string
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (as against a real provider). */
  apiKey?: string
  /** Said when a model does not know; a job can override it with `metadata.fallback_answer`. */
  fallbackAnswer?: string
}

export interface RunningModelEngine {
  /** Base URL for an OpenAI client, ending in `/v1`. */
  url: string
  port: number
  stop(): Promise<void>
}

const createJobSchema = z
  .object({
    model: z.string().min(1),
    training_file: z.string().min(1),
    validation_file: z.string().min(1).nullish(),
    suffix: z.string().nullish(),
    seed: z.number().int().nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
    hyperparameters: z
      .object({ n_epochs: z.union([z.literal('auto'), z.number().int().min(1).max(200)]).optional() })
      .loose()
      .nullish(),
    method: z
      .object({
        type: z.string(),
        supervised: z
          .object({
            hyperparameters: z
              .object({ n_epochs: z.union([z.literal('auto'), z.number().int().min(1).max(200)]).optional() })
              .loose()
              .optional(),
          })
          .loose()
          .optional(),
      })
      .loose()
      .nullish(),
  })
  .loose()

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: z.string().optional(),
})

/**
 * Starts the local model engine: an OpenAI-compatible HTTP server (models, chat completions with tools and
 * streaming, embeddings, files, fine-tuning jobs with events) backed by the retrieval-and-answer models in
 * `functions/src/models/local-engine`.
 *
 * @example
 * const engine = await startModelEngine({ port: 0, dataDir: '.local/model-engine' })
 * const client = new OpenAI({ baseURL: engine.url, apiKey: 'local' })
 */
export async function startModelEngine(options: ModelEngineOptions): Promise<RunningModelEngine> {
  const host = options.host ?? '127.0.0.1'
  const fallbackAnswer = options.fallbackAnswer ?? defaultFallbackAnswer
  const store = await EngineStore.open(options.dataDir)
  const runner = new FineTuningRunner(store, fallbackAnswer)
  await runner.recoverInterruptedJobs()
  const cache = new EmbeddingCache()
  const loadedModels = new Map<string, Promise<RetrievalModel>>()
  // Start loading the encoder now: the first request should not wait for it (it takes about a second).
  void loadSentenceEncoder().catch(() => {})

  const resolveChatModel = async (modelId: string): Promise<RetrievalModel | undefined> => {
    if (modelId === localRetrievalModelId) return undefined
    const job = isFineTunedLocalModel(modelId) ? store.findJobByModel(modelId) : undefined
    if (!job) throw modelNotFound(modelId)
    let loading = loadedModels.get(modelId)
    if (!loading) {
      loading = store.readModel(job.id).then(loadRetrievalModel)
      loading.catch(() => loadedModels.delete(modelId))
      loadedModels.set(modelId, loading)
    }
    return loading
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://engine.local')
    const method = request.method ?? 'GET'
    const parts = url.pathname.replace(/\/+$/, '').split('/').slice(1).map(decodeURIComponent)
    if (parts[0] !== 'v1') throw new EngineError(404, `Invalid URL (${method} ${url.pathname})`)
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      throw new EngineError(401, 'Incorrect API key provided.', 'invalid_api_key', null, 'invalid_request_error')
    }
    let id = ''
    const pattern = parts.slice(1).map((part, index) => {
      if (!isParameter(parts, index + 1)) return part
      id = part
      return ':id'
    })
    const route = `${method} /${pattern.join('/')}`

    switch (route) {
      case 'GET /models':
        return sendJson(response, 200, { object: 'list', data: listModels(store) })
      case 'GET /models/:id': {
        const model = listModels(store).find((candidate) => candidate.id === id)
        if (!model) throw modelNotFound(id)
        return sendJson(response, 200, model)
      }
      case 'POST /chat/completions': {
        const body = await readJson(request, chatCompletionRequestSchema)
        if (body.model === localEmbeddingModelId) {
          throw new EngineError(400, `${localEmbeddingModelId} is an embedding model; it cannot chat.`, null, 'model')
        }
        const model = await resolveChatModel(body.model)
        return completeChat(body, model, { fallbackAnswer, cache }, response)
      }
      case 'POST /embeddings':
        return sendJson(response, 200, await createEmbeddings(await readJson(request, embeddingRequestSchema), cache))
      case 'POST /files':
        return sendJson(response, 200, await uploadFile(request, store))
      case 'GET /files':
        return sendJson(response, 200, { object: 'list', data: store.listFiles(), has_more: false })
      case 'GET /files/:id':
        return sendJson(response, 200, requireFile(store, id))
      case 'GET /files/:id/content':
        requireFile(store, id)
        return sendText(response, 200, 'application/octet-stream', await store.readFileContent(id))
      case 'POST /fine_tuning/jobs': {
        const body = await readJson(request, createJobSchema)
        const epochs = body.method?.supervised?.hyperparameters?.n_epochs ?? body.hyperparameters?.n_epochs
        const job = await runner.create({
          model: body.model,
          trainingFile: body.training_file,
          validationFile: body.validation_file ?? undefined,
          suffix: body.suffix ?? undefined,
          epochs: typeof epochs === 'number' ? epochs : undefined,
          seed: body.seed ?? undefined,
          metadata: body.metadata ?? undefined,
        })
        return sendJson(response, 200, job)
      }
      case 'GET /fine_tuning/jobs':
        return sendJson(response, 200, paginate(store.listJobs(), url))
      case 'GET /fine_tuning/jobs/:id':
        return sendJson(response, 200, requireJob(store, id))
      case 'POST /fine_tuning/jobs/:id/cancel':
        return sendJson(response, 200, await runner.cancel(id))
      case 'GET /fine_tuning/jobs/:id/events': {
        requireJob(store, id)
        const events = (await store.listEvents(id)).reverse()
        return sendJson(response, 200, paginate(events, url))
      }
      default:
        throw new EngineError(404, `Invalid URL (${method} ${url.pathname})`)
    }
  }

  // Errors are answered in OpenAI's form; one that escapes even that ends its response, never the engine.
  const server = createServer(answerRequestErrors(handle, { answer: sendError }))
  // Embedding a batch holds this loop for a second or more on a busy machine; with Node's 5 s default an idle
  // keep-alive connection can be closed just as the platform sends its next poll on it, which it sees as a reset.
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}/v1`,
    port,
    async stop() {
      await runner.stop()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}

/** Path segments that are ids: /models/{id}, /files/{id}, /fine_tuning/jobs/{id}. */
function isParameter(parts: readonly string[], index: number): boolean {
  const collection = parts[index - 1]
  if (index === 2) return collection === 'models' || collection === 'files'
  return index === 3 && parts[1] === 'fine_tuning' && collection === 'jobs'
}

function requireFile(store: EngineStore, id: string) {
  const file = store.getFile(id)
  if (!file) throw new EngineError(404, `No such File object: ${id}`, null, 'id')
  return file
}

function requireJob(store: EngineStore, id: string) {
  const job = store.getJob(id)
  if (!job) throw new EngineError(404, `Could not find fine-tune: ${id}`, 'fine_tune_not_found', 'fine_tune_id')
  return job
}

/** OpenAI's cursor pages: `limit` items after the item whose id is `after`. */
function paginate<Item extends { id: string }>(items: readonly Item[], url: URL) {
  const { limit, after } = parseWith(pageSchema, Object.fromEntries(url.searchParams))
  const start = after === undefined ? 0 : items.findIndex((item) => item.id === after) + 1
  const data = items.slice(start, start + limit)
  return { object: 'list' as const, data, has_more: start + limit < items.length }
}
