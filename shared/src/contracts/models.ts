import * as z from 'zod'
import { boundedJson } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { answerCheckSchema, ragPassageSchema, ragPassageSources } from './shared-schemas.ts'

export type { RagPassage } from './shared-schemas.ts'
export { ragPassageSchema, ragPassageSources }

/**
 * Trained models of a version and the playground chat (spec section 2 evaluation `pg=playground`, section 3
 * "Playground chat", section 7 `GET /models`, `POST /models/message`).
 */

/**
 * What a model is, so the console can name it honestly:
 * - localRetrieval: the local engine's retrieval-and-answer model. It answers with learned completions or
 *   declines; it generates no text. The console calls it a "local retrieval model", never an LLM.
 * - fineTunedLlm: a language model fine-tuned by a hosted OpenAI-compatible provider.
 */
export const modelKinds = ['localRetrieval', 'fineTunedLlm'] as const
export const modelKindSchema = /* @__PURE__ */ defineSchema(() => z.enum(modelKinds))
export type ModelKind = z.infer<typeof modelKindSchema>

/** ready: usable in the playground and for API keys; unavailable: the provider no longer serves it. */
export const modelStatuses = ['ready', 'unavailable'] as const
export const modelStatusSchema = /* @__PURE__ */ defineSchema(() => z.enum(modelStatuses))

export const modelMetricsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    trainLoss: z.number().nullable(),
    trainAccuracy: z.number().nullable(),
    validationLoss: z.number().nullable(),
    validationAccuracy: z.number().nullable(),
    trainedTokens: z.number().nullable(),
    epochs: z.number().nullable(),
    trainingExamples: z.number().nullable(),
  }),
)
export type ModelMetrics = z.infer<typeof modelMetricsSchema>

export const modelSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    versionId: z.string(),
    /** The id the provider serves it under, e.g. `ft:local-retrieval:support:ab12cd34` or `ft:gpt-4o-mini…`. */
    providerModelId: z.string(),
    baseModel: z.string(),
    kind: modelKindSchema,
    /** Short name for lists, e.g. "Local retrieval model". */
    label: z.string(),
    /** One sentence on what the model does and does not do. */
    description: z.string(),
    status: modelStatusSchema,
    metrics: modelMetricsSchema,
    /** The training's held-out questions (see `answerCheckSchema`); absent when the provider reported none. */
    answerCheck: answerCheckSchema.optional(),
    /** The training that produced it. */
    trainingId: z.string(),
    /** Whether a retrieval (RAG) index was built with it. */
    ragAvailable: z.boolean(),
    createdAt: z.string(),
  }),
)
export type Model = z.infer<typeof modelSchema>

/** `GET /models`: newest first. */
export const modelListSchema = /* @__PURE__ */ defineSchema(() => z.array(modelSchema))

/** A function call the assistant asks the caller to run (spec section 3 "Chat message": toolCalls). */
export const toolCallSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string().max(256),
    name: z.string().max(256),
    /** Parsed arguments; `{}` when the model's arguments were not a JSON object. */
    arguments: boundedJson(z.record(z.string(), z.unknown()), 32_000),
  }),
)
export type ToolCall = z.infer<typeof toolCallSchema>

/** Spec section 3 "Chat message": role, content, toolCalls, toolCallId. */
export const playgroundMessageSchema = /* @__PURE__ */ defineSchema(() =>
  z.discriminatedUnion('role', [
    z.object({ role: z.literal('user'), content: z.string().trim().min(1, 'Enter a message.').max(8000) }),
    z.object({
      role: z.literal('assistant'),
      content: z.string().max(16_000).nullable(),
      toolCalls: z.array(toolCallSchema).max(10).optional(),
    }),
    z.object({ role: z.literal('tool'), content: z.string().max(16_000), toolCallId: z.string().min(1).max(256) }),
  ]),
)
export type PlaygroundMessage = z.infer<typeof playgroundMessageSchema>

/**
 * Spec section 3 "previousRagData": what the last turn retrieved, sent back by the client so a follow-up
 * question ("and how long does that take?") keeps the passages that answered the question before it.
 */
export const ragDataSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    query: z.string().max(8000),
    passages: z.array(ragPassageSchema).max(10),
  }),
)
export type RagData = z.infer<typeof ragDataSchema>

/**
 * Spec section 3 payloads: "Playground chat: modelId, messages, systemPromptId, suggestActions, useRag,
 * previousRagData".
 */
export const sendPlaygroundMessageRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    modelId: z.string().min(1).max(256),
    messages: z.array(playgroundMessageSchema).min(1, 'Send at least one message.').max(50),
    /** Empty or left out: no system prompt. */
    systemPromptId: z.string().max(128).nullish(),
    suggestActions: z.boolean().optional().default(false),
    useRag: z.boolean().optional().default(false),
    previousRagData: ragDataSchema.nullish(),
  }),
)
export type SendPlaygroundMessageRequest = z.input<typeof sendPlaygroundMessageRequestSchema>

/** A page, action or workflow of the version that matches the question or the answer. */
export const suggestedActionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    type: z.enum(['page', 'action', 'workflow']),
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    score: z.number(),
  }),
)
export type SuggestedAction = z.infer<typeof suggestedActionSchema>

export const playgroundReplySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** The assistant's message (spec section 3 "Chat message"); `content` is null when it only calls functions. */
    message: z.object({
      role: z.literal('assistant'),
      content: z.string().nullable(),
      toolCalls: z.array(toolCallSchema),
      suggestedActions: z.array(suggestedActionSchema),
      createdAt: z.string(),
    }),
    toolCalls: z.array(toolCallSchema),
    /** Empty unless `suggestActions` was asked for. */
    suggestedActions: z.array(suggestedActionSchema),
    /**
     * "Did you mean …?" questions when the model declined but had plausible candidates (at most three): ask one
     * instead of rephrasing. Empty when it answered.
     */
    suggestions: z.array(z.string()),
    /** Passages given to the model (empty unless `useRag`), best first. */
    ragPassages: z.array(ragPassageSchema),
    /** Send back as `previousRagData` with the next message; null without RAG. */
    ragData: ragDataSchema.nullable(),
    /** False when the model declined (a local retrieval model answering its fallback, or an empty reply). */
    answered: z.boolean(),
    finishReason: z.enum(['stop', 'length', 'tool_calls', 'content_filter']),
    model: z.object({ id: z.string(), kind: modelKindSchema, label: z.string() }),
    usage: z.object({ promptTokens: z.number(), completionTokens: z.number(), totalTokens: z.number() }).nullable(),
  }),
)
export type PlaygroundReply = z.infer<typeof playgroundReplySchema>

/** How the console names each kind of model (and the model record repeats). */
export const modelKindLabels: Record<ModelKind, { label: string; description: string }> = {
  localRetrieval: {
    label: 'Local retrieval model',
    description:
      'Finds the best matching answer among the trained knowledge, or says it does not know. It does not write new text.',
  },
  fineTunedLlm: {
    label: 'Fine-tuned language model',
    description: 'A language model fine-tuned on this version’s knowledge by the configured provider.',
  },
}
