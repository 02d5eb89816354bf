import * as z from 'zod'
import { idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { answerCheckSchema, versionParamsSchema } from './shared-schemas.ts'

export type { AnswerCheck } from './shared-schemas.ts'
export { answerCheckSchema }

/**
 * Training of a version (spec section 2 `/projects/training/`, section 7 "training"): cost and limit estimates,
 * starting a training (standard or custom), following it, cancelling it, and the per-version RAG switch.
 */

export const trainingParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ trainingId: z.string().min(1) }),
)

/** The job lifecycle every background job follows (architecture, "Jobs"). */
export const trainingStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const
export const trainingStatusSchema = /* @__PURE__ */ defineSchema(() => z.enum(trainingStatuses))
export type TrainingStatus = z.infer<typeof trainingStatusSchema>

/**
 * The step a training is at, in order:
 * - queued: recorded, waiting for the job runner;
 * - snapshot: copying the version's content so later edits do not change this training;
 * - upload: sending the training (and validation) file to the model provider and creating its fine-tuning job;
 * - fineTuning: the provider trains; its progress and loss/accuracy events are recorded as they come;
 * - register: recording the trained model on the version;
 * - index: building the retrieval (RAG) index of the version's knowledge and source texts;
 * - done: finished, whatever the outcome (see `status`).
 */
export const trainingStages = ['queued', 'snapshot', 'upload', 'fineTuning', 'register', 'index', 'done'] as const
export const trainingStageSchema = /* @__PURE__ */ defineSchema(() => z.enum(trainingStages))
export type TrainingStage = z.infer<typeof trainingStageSchema>

/** A standard training uses the provider's defaults; a custom one carries the options below. */
export const trainingKinds = ['standard', 'custom'] as const
export const trainingKindSchema = /* @__PURE__ */ defineSchema(() => z.enum(trainingKinds))

/** What `POST /training/custom` may set; anything left out takes the standard value. */
export const customTrainingOptionsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** The provider's base model to fine-tune; defaults to the configured fine-tuning model. */
    baseModel: z.string().trim().min(1).max(200).optional(),
    /** Passes over the training data; the provider chooses when left out. */
    epochs: z.number().int().min(1, 'Use at least 1 epoch.').max(50, 'Use at most 50 epochs.').optional(),
    /** Share of the knowledge held out to validate the model (0 = none). */
    validationSplit: z.number().min(0).max(0.5, 'Hold out at most half of the knowledge.').optional(),
    /** Added to the trained model's name, e.g. `support-v2`. */
    suffix: z
      .string()
      .max(40, 'Use up to 40 letters, digits, "-" and "_".')
      .trim()
      .regex(/^[a-zA-Z0-9_-]{1,40}$/, 'Use up to 40 letters, digits, "-" and "_".')
      .optional(),
    /** The system prompt trained with; defaults to the version's first system prompt (if any). */
    systemPromptId: idSchema.optional(),
  }),
)
export type CustomTrainingOptions = z.infer<typeof customTrainingOptionsSchema>

/** `POST /training`: the version's content with standard settings; only the system prompt can be chosen. */
export const startTrainingRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ systemPromptId: idSchema.optional() }),
)
export const startCustomTrainingRequestSchema = customTrainingOptionsSchema

/** One point of the provider's training curve (a `metrics` event: loss and accuracy per step or epoch). */
export const trainingMetricPointSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    step: z.number(),
    totalSteps: z.number().nullable(),
    trainLoss: z.number().nullable(),
    trainAccuracy: z.number().nullable(),
    validationLoss: z.number().nullable(),
    validationAccuracy: z.number().nullable(),
  }),
)
export type TrainingMetricPoint = z.infer<typeof trainingMetricPointSchema>

/** A line of the provider's job log, as the provider wrote it. */
export const trainingEventSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    at: z.string(),
    level: z.enum(['info', 'warn', 'error']),
    message: z.string(),
  }),
)

/** How much of each kind of content the training was built from (counted when the snapshot was taken). */
export const trainingContentCountsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    knowledge: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
    actions: z.number().int().nonnegative(),
    workflows: z.number().int().nonnegative(),
    functions: z.number().int().nonnegative(),
    sourceTexts: z.number().int().nonnegative(),
    trainingExamples: z.number().int().nonnegative(),
    validationExamples: z.number().int().nonnegative(),
    /** True when the validation file held the version's test cases (their scores are the validation metrics). */
    validationFromTestCases: z.boolean().optional(),
  }),
)

export const trainingSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    versionId: z.string(),
    kind: trainingKindSchema,
    status: trainingStatusSchema,
    stage: trainingStageSchema,
    /** 0 to 100, for the progress bar. */
    progress: z.number().min(0).max(100),
    /** One sentence on what is happening now, e.g. "Training: epoch 4 of 12". */
    progressMessage: z.string().nullable(),
    options: z.object({
      baseModel: z.string(),
      epochs: z.number().nullable(),
      validationSplit: z.number(),
      suffix: z.string().nullable(),
      systemPromptId: z.string().nullable(),
    }),
    /** Present once the snapshot was taken. */
    counts: trainingContentCountsSchema.nullable(),
    /** Tokens the training was estimated and charged for (examples × epochs). */
    estimatedTokens: z.number().int().nonnegative(),
    /** Credits (US dollars) charged when the training started; given back if it fails or is cancelled. */
    creditsCharged: z.number().nonnegative(),
    creditsRefunded: z.boolean(),
    /** The provider's fine-tuning job, once created. */
    providerJobId: z.string().nullable(),
    /** Tokens the provider reports as trained, once finished. */
    trainedTokens: z.number().nullable(),
    /** The latest metrics event and the whole curve, oldest first. */
    metrics: trainingMetricPointSchema.nullable(),
    metricsHistory: z.array(trainingMetricPointSchema),
    /** Held-out questions asked of the finished model; absent while training and when the provider reports none. */
    answerCheck: answerCheckSchema.optional(),
    /** The provider's latest log lines (at most 50), oldest first. */
    events: z.array(trainingEventSchema),
    /** The platform model registered by this training (see `GET /models`). */
    modelId: z.string().nullable(),
    /** Why it failed, in the provider's words when the provider refused or failed it. */
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  }),
)
export type Training = z.infer<typeof trainingSchema>

export const startTrainingResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ training: trainingSchema, message: z.string() }),
)
export const cancelTrainingResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ training: trainingSchema, message: z.string() }),
)

/** `GET /training`: the version's trainings, newest first (at most 50). */
export const trainingListSchema = /* @__PURE__ */ defineSchema(() => z.array(trainingSchema))

/** Tokens per kind of content, counted with the provider's tokenizer (o200k, as GPT-4o models use). */
export const trainingTokenCountsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    knowledge: z.number().int().nonnegative(),
    systemPrompt: z.number().int().nonnegative(),
    /** Agent function definitions sent with every example as `tools`. */
    functions: z.number().int().nonnegative(),
    /** Chat formatting overhead (a few tokens per message). */
    formatting: z.number().int().nonnegative(),
    /** One pass over the training file. */
    total: z.number().int().nonnegative(),
  }),
)

/** `GET /training/costs`: what a standard training of the version costs now. */
export const trainingCostsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    currency: z.literal('USD'),
    baseModel: z.string(),
    examples: z.number().int().nonnegative(),
    tokens: trainingTokenCountsSchema,
    /** Epochs the estimate assumes (the provider chooses for a standard training). */
    epochs: z.number().int().positive(),
    /** tokens.total × epochs. */
    trainingTokens: z.number().int().nonnegative(),
    pricePerMillionTokens: z.number().nonnegative(),
    estimatedCost: z.number().nonnegative(),
    /** The organization's credit balance and whether it covers the estimate. */
    creditBalance: z.number(),
    sufficientCredits: z.boolean(),
  }),
)
export type TrainingCosts = z.infer<typeof trainingCostsSchema>

/** Items the plan limits and training uses, with the words the limit message uses. */
export const trainingLimitItems = ['knowledge', 'pages', 'actions', 'workflows', 'functions'] as const
export const trainingLimitItemSchema = /* @__PURE__ */ defineSchema(() => z.enum(trainingLimitItems))
export type TrainingLimitItem = z.infer<typeof trainingLimitItemSchema>

export const trainingLimitSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    item: trainingLimitItemSchema,
    label: z.string(),
    /** Items of this kind in the version. */
    inVersion: z.number().int().nonnegative(),
    /** Items of this kind in the whole organization (what the plan counts). */
    inOrganization: z.number().int().nonnegative(),
    /** The plan's limit; null when unlimited. */
    limit: z.number().int().nonnegative().nullable(),
    withinLimit: z.boolean(),
  }),
)

/** `GET /training/limits-and-estimates`: whether the version can be trained now, and how long it would take. */
export const trainingLimitsAndEstimatesSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    planId: z.string(),
    limits: z.array(trainingLimitSchema),
    examples: z.number().int().nonnegative(),
    /** Seconds from start to a usable model, from measured figures of the configured provider. */
    estimatedDurationSeconds: z.number().int().nonnegative(),
    /** How the duration was estimated, in one sentence. */
    estimateBasis: z.string(),
    canTrain: z.boolean(),
    /** Why training cannot start now (empty version, plan limits, credits), in words the console shows. */
    blockers: z.array(z.string()),
  }),
)
export type TrainingLimitsAndEstimates = z.infer<typeof trainingLimitsAndEstimatesSchema>

/** Spec section 3 payloads: "RAG toggle: ragEnabled". */
export const setRagRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ ragEnabled: z.boolean() }))

export const ragSettingsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    ragEnabled: z.boolean(),
    /** The latest retrieval index built by a training, if any. */
    index: z
      .object({
        trainingId: z.string(),
        modelId: z.string(),
        passages: z.number().int().nonnegative(),
        builtAt: z.string(),
      })
      .nullable(),
    updatedAt: z.string().nullable(),
  }),
)
export type RagSettings = z.infer<typeof ragSettingsSchema>

export const setRagResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ settings: ragSettingsSchema, message: z.string() }),
)

/** Spec section 8 success message for the training start, and the empty-version reason (shown as is). */
export const trainingMessages = {
  started: 'Training started.',
  cancelled: 'Training cancelled.',
  ragEnabled: 'RAG enabled.',
  ragDisabled: 'RAG disabled.',
  emptyVersion: 'This version has no knowledge to train on. Add Q&A pairs or sources first.',
  alreadyRunning: 'A training of this version is already running. Wait for it to finish or cancel it.',
} as const
