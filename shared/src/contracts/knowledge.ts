import * as z from 'zod'
import { idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import {
  backgroundJobStatusSchema,
  maximumCompletionLength,
  maximumKnowledgeDeletedAtOnce,
  maximumKnowledgePageSize,
  maximumPromptLength,
  promptSchema,
} from './shared-schemas.ts'
import { knowledgeSources } from './stored-values.ts'

export {
  knowledgeSources,
  maximumCompletionLength,
  maximumKnowledgeDeletedAtOnce,
  maximumKnowledgePageSize,
  maximumPromptLength,
  promptSchema,
}
export const knowledgeSourceSchema = /* @__PURE__ */ defineSchema(() => z.enum(knowledgeSources))
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>

export const completionSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Enter a completion.')
    .max(maximumCompletionLength, `Use at most ${maximumCompletionLength} characters.`),
)

/** Other wordings of a pair's question; each is trained as one more prompt for the same answer. */
export const maximumAlternativePrompts = 10

/**
 * The other wordings of a pair's question ("How do I make a token expire?" beside "How do I set expiresIn?"): each
 * is validated as a prompt, at most `maximumAlternativePrompts`, none repeated (case and spacing ignored). Optional
 * on every request, so clients that send only the spec's `prompt` and `completion` work as before.
 */
export const alternativePromptsSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .array(promptSchema)
    .max(maximumAlternativePrompts, `Use at most ${maximumAlternativePrompts} alternative questions.`)
    .refine(
      (prompts) => new Set(prompts.map((prompt) => prompt.toLowerCase().replace(/\s+/g, ' '))).size === prompts.length,
      'Each alternative question may be listed once.',
    ),
)

export const knowledgeItemSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    /**
     * Zero-based position in the version's whole knowledge list (newest first, before filters), the `idx` that
     * `PUT /knowledge` accepts.
     */
    idx: z.number().int().nonnegative(),
    prompt: z.string(),
    /** Other wordings of `prompt` with the same answer; empty when there are none. */
    alternativePrompts: z.array(z.string()),
    completion: z.string(),
    source: knowledgeSourceSchema,
    /** The link, file id or import job id the pair came from; null for manual pairs. */
    sourceKey: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type KnowledgeItem = z.infer<typeof knowledgeItemSchema>

/** Spec section 9: knowledge page size default 5. */
export const defaultKnowledgePageSize = 5

export const listKnowledgeQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maximumKnowledgePageSize).default(defaultKnowledgePageSize),
    /** Case-insensitive words matched in prompt or completion. */
    search: z.string().trim().max(200).optional(),
    source: knowledgeSourceSchema.optional(),
    sourceKey: z.string().trim().max(2048).optional(),
  }),
)
export type ListKnowledgeQuery = z.infer<typeof listKnowledgeQuerySchema>

export const knowledgePageSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    items: z.array(knowledgeItemSchema),
    /** Items matching the filters, over all pages. */
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  }),
)
export type KnowledgePage = z.infer<typeof knowledgePageSchema>

export const createKnowledgeRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    prompt: promptSchema,
    completion: completionSchema,
    alternativePrompts: alternativePromptsSchema.optional(),
  }),
)

/**
 * Spec section 7: "PUT by idx or by id". By id: `{id, prompt, completion}`. By idx: `{idx, oldPrompt, prompt,
 * completion}`, where `idx` is the item's position in the version's whole list and `oldPrompt` its prompt as the
 * caller last saw it, so an edit never lands on a different pair after the list moved. `alternativePrompts`, when
 * sent, replaces the pair's alternative questions; left out, they stay as they were.
 */
export const updateKnowledgeRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([
    z.object({
      id: idSchema,
      prompt: promptSchema,
      completion: completionSchema,
      alternativePrompts: alternativePromptsSchema.optional(),
    }),
    z.object({
      idx: z.number().int().nonnegative(),
      oldPrompt: z.string().min(1).max(20_000),
      prompt: promptSchema,
      completion: completionSchema,
      alternativePrompts: alternativePromptsSchema.optional(),
    }),
  ]),
)
export type UpdateKnowledgeRequest = z.infer<typeof updateKnowledgeRequestSchema>

export const deleteKnowledgeRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ id: idSchema }))

export const knowledgeChangeResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ item: knowledgeItemSchema, message: z.string() }),
)
export const deleteKnowledgeResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ id: z.string(), message: z.string() }),
)

export const deleteKnowledgeItemsRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    ids: z
      .array(z.string().min(1).max(128))
      .min(1, 'Choose at least one pair.')
      .max(maximumKnowledgeDeletedAtOnce, `Delete at most ${maximumKnowledgeDeletedAtOnce} pairs at once.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each pair may be listed once.'),
  }),
)
export const deleteKnowledgeItemsResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** Pairs deleted now. */
    deleted: z.array(z.string()),
    /** Pairs that were already gone (deleted elsewhere, or never in this version). */
    missing: z.array(z.string()),
    message: z.string(),
  }),
)

/** One CSV row that could not be imported; `row` counts data rows from 1 (the header is not a row). */
export const importRowErrorSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ row: z.number().int().positive(), message: z.string() }),
)

export const knowledgeImportReportSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    rows: z.number().int().nonnegative(),
    imported: z.number().int().nonnegative(),
    /** Rows whose prompt the version already holds; left as they were. */
    alreadyPresent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    /** The first 100 row errors. */
    errors: z.array(importRowErrorSchema),
  }),
)
export type KnowledgeImportReport = z.infer<typeof knowledgeImportReportSchema>

export const knowledgeImportSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    fileName: z.string(),
    status: backgroundJobStatusSchema,
    /** Rows processed so far and in all. */
    processed: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    report: knowledgeImportReportSchema.nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  }),
)
export type KnowledgeImport = z.infer<typeof knowledgeImportSchema>

export const startKnowledgeImportResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ import: knowledgeImportSchema, message: z.string() }),
)

/** Largest CSV accepted for import (the same request-size bound as file uploads). */
export const maximumImportBytes = 4 * 1024 * 1024

/**
 * The export is a CSV with the columns `prompt,completion,source,sourceKey,alternativePrompts` (the alternatives
 * one per line in their cell): the import reads `prompt`, `completion` and, when the file has it,
 * `alternativePrompts`, and ignores the rest, so an export imports back as it was. Returned inside the envelope (the
 * console saves `content` as `fileName`), because every API answer is JSON.
 */
export const knowledgeExportSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    fileName: z.string(),
    contentType: z.literal('text/csv'),
    count: z.number().int().nonnegative(),
    content: z.string(),
  }),
)
export type KnowledgeExport = z.infer<typeof knowledgeExportSchema>
