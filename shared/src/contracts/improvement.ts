import * as z from 'zod'
import { idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { completionSchema } from './knowledge.ts'
import { promptSchema, versionParamsSchema } from './shared-schemas.ts'

/** Where an "Improve" group stands: in the inbox, or resolved by one of its actions (issue 42). */
export const improvementGroupStatuses = ['open', 'answered', 'outOfScope', 'dismissed'] as const
export const improvementGroupStatusSchema = /* @__PURE__ */ defineSchema(() => z.enum(improvementGroupStatuses))
export type ImprovementGroupStatus = (typeof improvementGroupStatuses)[number]

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
    channels: z.array(z.string()),
    examples: z.array(z.string()).max(maximumGroupExamples),
    firstSeenAt: z.string(),
    lastSeenAt: z.string(),
    resolvedBy: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    reopenedAt: z.string().nullable(),
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
 * scope (a test case expecting the assistant's decline) or dismiss it.
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
