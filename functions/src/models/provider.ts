import type { AnswerCheck } from '@platform/shared/contracts/training'
import type { ModelCapabilities } from './model-capabilities.ts'
/**
 * The one interface the platform talks to models through: chat (with function tools and streaming), embeddings,
 * and fine-tuning. Shapes follow OpenAI's chat messages (the de facto standard every compatible vendor and the
 * local engine speak), with camelCase options. Failures are `ProviderError`s (see provider-error.ts).
 */
export interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; content: string; tool_call_id: string }

export interface FunctionToolDefinition {
  type: 'function'
  function: { name: string; description?: string; parameters?: Record<string, unknown> }
}

export type ToolChoice = 'auto' | 'none' | 'required' | { type: 'function'; function: { name: string } }

export interface ChatRequest {
  /** Defaults to the provider's configured chat model. */
  model?: string
  messages: ChatMessage[]
  tools?: FunctionToolDefinition[]
  toolChoice?: ToolChoice
  temperature?: number
  /** Constrains the reply to JSON of this schema (OpenAI structured outputs), e.g. generated knowledge pairs. */
  responseFormat?: {
    type: 'json_schema'
    json_schema: { name: string; strict?: boolean; schema: Record<string, unknown> }
  }
  stream?: boolean
}

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter'

export interface TokenUsage {
  promptTokens: number
  completionTokens: number
  totalTokens: number
}

export interface ChatCompletion {
  id: string
  model: string
  message: { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  finishReason: FinishReason
  usage?: TokenUsage
  /**
   * The local engine's confidence in a learned answer: its routing probability as a share of the model's decline
   * threshold (1 = on the line). Absent from other providers and from answers that are not the routing head's.
   */
  answerConfidence?: number
}

/** One streamed piece. Tool call pieces arrive by `index`; `arguments` are fragments to concatenate. */
export interface ChatDelta {
  content?: string
  toolCalls?: { index: number; id?: string; name?: string; arguments?: string }[]
  finishReason?: FinishReason
  usage?: TokenUsage
  answerConfidence?: number
}

export interface EmbedRequest {
  /** Defaults to the provider's configured embedding model. */
  model?: string
  input: string[]
}

export interface EmbedResult {
  model: string
  /** One vector per input, in input order. */
  embeddings: number[][]
  usage?: { promptTokens: number }
}

export interface UploadedFile {
  id: string
  name: string
  bytes: number
  createdAt: number
}

export type FineTuningStatus = 'validating_files' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'

export interface FineTuningJob {
  id: string
  status: FineTuningStatus
  /** The base model the job trains from. */
  model: string
  fineTunedModel: string | null
  trainingFile: string
  validationFile: string | null
  createdAt: number
  finishedAt: number | null
  trainedTokens: number | null
  error: { code: string; message: string } | null
  /** Held-out questions asked of the trained model (the local engine's `answer_check`, not OpenAI's shape). */
  answerCheck?: AnswerCheck
}

export interface FineTuningMetrics {
  step: number
  totalSteps?: number
  trainLoss?: number
  trainAccuracy?: number
  validationLoss?: number
  validationAccuracy?: number
}

export interface FineTuningEvent {
  id: string
  createdAt: number
  level: 'info' | 'warn' | 'error'
  message: string
  metrics?: FineTuningMetrics
}

export interface CreateFineTuningJobRequest {
  trainingFile: string
  validationFile?: string
  /** Defaults to the provider's configured fine-tuning base model. */
  model?: string
  suffix?: string
  hyperparameters?: { nEpochs?: number }
  /** Same seed and data, same model, where the provider supports it (OpenAI and the local engine do). */
  seed?: number
  /** Passed through to the provider (the local engine reads `fallback_answer`). */
  metadata?: Record<string, string>
}

export interface ProviderModel {
  id: string
  ownedBy: string
  createdAt: number
}

export interface ModelProvider {
  /** Names the configured endpoint in logs, e.g. "openai-compatible(https://api.openai.com/v1)". */
  readonly name: string
  readonly defaults: { chatModel: string; embeddingModel: string; fineTuningModel: string }

  /** What a model of this provider can do; domains branch on this, never on model ids. */
  capabilities(modelId: string): ModelCapabilities

  /**
   * @example
   * const reply = await provider.chat({ messages: [{ role: 'user', content: 'Where is my parcel?' }], tools })
   * if (reply.finishReason === 'tool_calls') runTool(reply.message.tool_calls![0]!)
   */
  chat(request: ChatRequest & { stream: true }): Promise<AsyncIterable<ChatDelta>>
  chat(request: ChatRequest & { stream?: false }): Promise<ChatCompletion>

  embed(request: EmbedRequest): Promise<EmbedResult>

  /** Uploads a chat-format JSONL file for fine-tuning. */
  uploadTrainingFile(name: string, jsonl: string): Promise<UploadedFile>
  createFineTuningJob(request: CreateFineTuningJobRequest): Promise<FineTuningJob>
  getFineTuningJob(id: string): Promise<FineTuningJob>
  /** All events of a job, oldest first. */
  listFineTuningEvents(id: string): Promise<FineTuningEvent[]>
  cancelFineTuningJob(id: string): Promise<FineTuningJob>
  listModels(): Promise<ProviderModel[]>
}
