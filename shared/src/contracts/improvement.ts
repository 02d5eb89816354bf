import * as z from 'zod'
import { idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { completionSchema } from './knowledge.ts'
import { promptSchema, versionParamsSchema } from './shared-schemas.ts'

/** Where an "Improve" group stands: in the inbox, or resolved by one of its actions (issue 42). */
export const improvementGroupStatuses = ['open', 'answered', 'outOfScope', 'linked', 'dismissed'] as const
export const improvementGroupStatusSchema = /* @__PURE__ */ defineSchema(() => z.enum(improvementGroupStatuses))
export type ImprovementGroupStatus = (typeof improvementGroupStatuses)[number]

/**
 * Why a question joined the inbox: the assistant declined it, answered it below `lowConfidenceShareOfThreshold`, the
 * end user thumbed the answer down, or the end user's next message asked for a person (`talkToHuman`).
 */
export const improvementReasons = ['declined', 'lowConfidence', 'thumbsDown', 'talkToHuman'] as const
export type ImprovementReason = (typeof improvementReasons)[number]

/**
 * An answer whose routing confidence is under this share of the model's decline threshold is "answered below
 * confidence": at 1 the model would have declined, and answers up to a quarter above that line are the ones a
 * rewording tips over (the engine already disputes answers within 1.1 of it, ADR 0013).
 */
export const lowConfidenceShareOfThreshold = 1.25

/** The channels an inbox question comes from (`embed` is the embed chat API and the widget: one request). */
export const improvementChannels = ['playground', 'embed', 'openai', 'siteGuide'] as const
export type ImprovementChannel = (typeof improvementChannels)[number]

/** Questions within this cosine similarity of a group's first question (sentence encoder) join the group. */
export const sameMeaningSimilarity = 0.65
/** A group keeps this many of its questions as asked; the rest only count. */
export const maximumGroupExamples = 5

export const improvementGroupParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ groupId: idSchema }),
)

export const listImprovementGroupsQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ status: improvementGroupStatusSchema.default('open') }),
)

/** Existing content of the version a group can point at instead of a new answer. */
export const linkedContentSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ type: z.enum(['page', 'action']), id: idSchema }),
)

export const improvementGroupSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    status: improvementGroupStatusSchema,
    /** The wording most of its examples share (the first of the most frequent), prefilled by "Answer it". */
    question: z.string(),
    /** Distinct chats that asked (each end user's chat is one session). */
    endUserCount: z.number().int().nonnegative(),
    askedCount: z.number().int().nonnegative(),
    declinedCount: z.number().int().nonnegative(),
    thumbsDownCount: z.number().int().nonnegative(),
    lowConfidenceCount: z.number().int().nonnegative(),
    talkToHumanCount: z.number().int().nonnegative(),
    channels: z.array(z.string()),
    examples: z.array(z.string()).max(maximumGroupExamples),
    /** The examples asked in a stored chat, with the model and chat whose transcript shows them (`listRecentChatMessages`). */
    exampleChats: z
      .array(z.object({ question: z.string(), modelId: z.string(), chatId: z.string() }))
      .max(maximumGroupExamples),
    firstSeenAt: z.string(),
    lastSeenAt: z.string(),
    resolvedBy: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    reopenedAt: z.string().nullable(),
    /** The page or action of the version a `linked` group points at. */
    linkedTo: linkedContentSchema.nullable(),
    /**
     * For a group answered from the inbox: its questions re-asked of the first model trained after the answer, and
     * whether that model now answers all of them. Null until such a model exists.
     */
    reask: z
      .object({ modelId: z.string(), askedAt: z.string(), answered: z.boolean(), answeredQuestions: z.number().int() })
      .nullable(),
  }),
)
export type ImprovementGroup = z.infer<typeof improvementGroupSchema>

export const improvementGroupListSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ items: z.array(improvementGroupSchema) }),
)

/**
 * The version the pair or test case is written to: the group's own when left out. A deployed version is frozen
 * (VERSION_FROZEN), so the console names the project's working version.
 */
const targetVersionIdSchema = /* @__PURE__ */ defineSchema(() => idSchema.optional())

/**
 * One action on a group: answer it (a Q&A pair, and a test case expecting that answer if asked), mark it out of
 * scope (a test case expecting the assistant's decline), link it to a page or action of the version, or dismiss it.
 */
export const actOnImprovementGroupRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.discriminatedUnion('action', [
    z.object({
      action: z.literal('answer'),
      /** The pair's prompt; the group's most common wording when left out. */
      prompt: promptSchema.optional(),
      completion: completionSchema,
      addTestCase: z.boolean().default(false),
      targetVersionId: targetVersionIdSchema,
    }),
    z.object({ action: z.literal('outOfScope'), targetVersionId: targetVersionIdSchema }),
    z.object({ action: z.literal('link'), target: linkedContentSchema }),
    z.object({ action: z.literal('dismiss') }),
  ]),
)

export const actOnImprovementGroupResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    group: improvementGroupSchema,
    knowledgeId: z.string().nullable(),
    testCaseId: z.string().nullable(),
    message: z.string(),
  }),
)

/**
 * What retraining from the inbox would add: Q&A pairs created by "Answer it" since the version's latest successful
 * training started (all of them when it was never trained).
 */
export const improvementTrainingStatusSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    answersSinceTraining: z.number().int().nonnegative(),
    latestTrainingId: z.string().nullable(),
    latestTrainingAt: z.string().nullable(),
  }),
)
export type ImprovementTrainingStatus = z.infer<typeof improvementTrainingStatusSchema>
