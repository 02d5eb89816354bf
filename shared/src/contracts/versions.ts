import * as z from 'zod'
import { boundedJson, idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { versionSummarySchema } from './projects.ts'
import { versionNameSchema } from './shared-schemas.ts'

export const renameVersionRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ version: versionNameSchema }))

/**
 * Spec section 3 payloads: "Version creation: payload plus appInfo true". `appInfo` (default true) copies the
 * app info into the new version too; false starts it blank. Content is always copied. `version` names the new
 * version; without it the version is named `v` plus its number.
 */
export const createVersionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    version: versionNameSchema.optional(),
    appInfo: z.boolean().optional(),
  }),
)

/** How many items each content module copied or imported, by module name (`pages`, `faqs`, `knowledge`…). */
export const contentCountsSchema = /* @__PURE__ */ defineSchema(() => z.record(z.string(), z.number()))

export const createVersionResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    version: versionSummarySchema,
    copied: contentCountsSchema,
    appInfoCopied: z.boolean(),
  }),
)

const optionalText = (maximum: number) => z.string().trim().max(maximum, `Use at most ${maximum} characters.`)

/**
 * App info: what the assistant knows about the product it serves (name, what it does, who uses it, how to
 * speak). It seeds system prompts and generated Q&As. Empty strings mean "not given".
 */
export const appInfoFieldsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: optionalText(100),
    description: optionalText(2000),
    websiteUrl: z.union([z.literal(''), z.url('Enter a full URL, starting with https://.').max(2000)]),
    /** Industry or category, e.g. "Accounting software". */
    industry: optionalText(100),
    /** Who the assistant talks to, e.g. "Small business owners". */
    audience: optionalText(500),
    /** How the assistant speaks, e.g. "Friendly and concise". */
    tone: optionalText(100),
    /** Language the assistant answers in, e.g. "English". */
    language: optionalText(50),
  }),
)
export type AppInfoFields = z.infer<typeof appInfoFieldsSchema>

export const appInfoSchema = /* @__PURE__ */ defineSchema(() =>
  appInfoFieldsSchema.extend({
    versionId: z.string(),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  }),
)
export type AppInfo = z.infer<typeof appInfoSchema>

/** PUT /appinfo/basic: the fields given replace theirs; fields left out keep their value. */
export const updateAppInfoRequestSchema = /* @__PURE__ */ defineSchema(() => appInfoFieldsSchema.partial())

export const versionExportFormat = 'assistant-version-export'

/**
 * What GET /export answers and POST /import accepts: the version's app info and one section per content
 * module (`pages`, `actions`, `workflows`, `faqs`, `agentFunctions`, `systemPrompts`, `knowledge`…), each an
 * array of items with their ids. No tenancy ids and no file bytes: a document moves content between versions
 * and projects, files are re-uploaded.
 */
export const versionExportDocumentSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    format: z.literal(versionExportFormat),
    formatVersion: z.literal(1),
    exportedAt: z.string().max(64),
    source: z.object({ projectName: z.string().max(200), versionName: z.string().max(200) }),
    appInfo: appInfoFieldsSchema.nullable(),
    // Each module's items are checked by that module's own schema when imported; here only the size is bounded.
    content: boundedJson(z.record(z.string().max(64), z.array(z.unknown()).max(20_000)), 8_000_000),
  }),
)
export type VersionExportDocument = z.infer<typeof versionExportDocumentSchema>

/**
 * POST /import: from another version of the same project (`fromVersionId`) or from an export document
 * (`document`), exactly one. Items are merged into this version by id: same id replaces, new ids are added,
 * nothing is removed. `appInfo` (default false) also replaces this version's app info with the source's.
 */
export const importVersionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .object({
      fromVersionId: idSchema.optional(),
      document: versionExportDocumentSchema.optional(),
      appInfo: z.boolean().optional(),
    })
    .refine((body) => (body.fromVersionId === undefined) !== (body.document === undefined), {
      message: 'Give either fromVersionId or document, not both.',
      path: ['fromVersionId'],
    }),
)

export const importVersionResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    imported: contentCountsSchema,
    appInfoImported: z.boolean(),
  }),
)

export const timelineQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    /** From the previous answer's `nextCursor`. */
    cursor: z.string().min(1).optional(),
  }),
)

export const timelineEventSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    /** `area.verb`: `version.created`, `content.added`, `training.started`… */
    type: z.string(),
    summary: z.string(),
    details: z.record(z.string(), z.unknown()).nullable(),
    actorId: z.string().nullable(),
    createdAt: z.string(),
  }),
)
export type TimelineEvent = z.infer<typeof timelineEventSchema>

/** Newest first; `nextCursor` is null on the last page. */
export const timelinePageSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    items: z.array(timelineEventSchema),
    nextCursor: z.string().nullable(),
  }),
)
