import * as z from 'zod'
import { defineSchema } from './define-schema.ts'

/*
 * Schemas and limits that several contracts share, in a leaf module that imports no other contract. Every zod
 * schema costs construction time when its module loads, and each Lambda bundles its own route's contracts: when
 * one contract imported a field from another, loading it built every schema of the other too (the evaluation
 * contract built those of knowledge, models, training, sources, projects, organizations, auth and users, ~55 ms
 * of a cold start; docs/decisions/0018). The modules these came from re-export them.
 */

export const emailSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .max(320, 'Use at most 254 characters.')
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid email address.').max(254, 'Use at most 254 characters.')),
)

export const personNameSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters.'),
)

export const organizationParamsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ organizationId: z.string().min(1) }),
)

export const versionNameSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().trim().min(1, 'Enter a version name.').max(40, 'Use at most 40 characters.'),
)

export const projectParamsSchema = /* @__PURE__ */ defineSchema(() =>
  organizationParamsSchema.extend({ projectId: z.string().min(1) }),
)

export const versionParamsSchema = /* @__PURE__ */ defineSchema(() =>
  projectParamsSchema.extend({ versionId: z.string().min(1) }),
)

/** Statuses of a background job, as the console shows them (spec section 4: nested-URL searches have a status). */
export const backgroundJobStatusSchema = /* @__PURE__ */ defineSchema(() =>
  z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
)

export const maximumPromptLength = 2000

export const maximumCompletionLength = 8000

export const promptSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Enter a prompt.')
    .max(maximumPromptLength, `Use at most ${maximumPromptLength} characters.`),
)

export const ragPassageSources = ['knowledge', 'url', 'file', 'page', 'action', 'workflow'] as const

export const ragPassageSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string().max(256),
    source: z.enum(ragPassageSources),
    /** The link, file id, page path or knowledge id the passage came from. */
    sourceKey: z.string().max(4_096),
    title: z.string().max(1_000).nullable(),
    text: z.string().max(40_000),
    /** Retrieval score, 0 to 1. */
    score: z.number(),
  }),
)

export type RagPassage = z.infer<typeof ragPassageSchema>

/**
 * What a trained model did with held-out questions at the confidence it answers from, so an operator can judge it
 * before deploying it: wordings of the knowledge it never trained on (answered right?) and out-of-scope questions
 * (declined?). The local engine reports it; hosted language models and models trained before it have none.
 */
export const answerCheckSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    answerableQuestions: z.number().int().nonnegative(),
    answeredRight: z.number().int().nonnegative(),
    /** `answeredRight / answerableQuestions`, 0 to 1; null without answerable questions. */
    accuracy: z.number().min(0).max(1).nullable(),
    outOfScopeQuestions: z.number().int().nonnegative(),
    declined: z.number().int().nonnegative(),
    /** `declined / outOfScopeQuestions`, 0 to 1; null without out-of-scope questions. */
    refusalRate: z.number().min(0).max(1).nullable(),
  }),
)

export type AnswerCheck = z.infer<typeof answerCheckSchema>

/** Rows of a knowledge page at most; also the most pairs deleted or moved in one request. */
export const maximumKnowledgePageSize = 100
/** Pairs deleted together in one request: a page of the table at its largest size. */
export const maximumKnowledgeDeletedAtOnce = maximumKnowledgePageSize
