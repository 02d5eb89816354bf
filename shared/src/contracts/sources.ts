import * as z from 'zod'
import { idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { backgroundJobStatusSchema, versionParamsSchema } from './shared-schemas.ts'
import { fileKinds, sourceStatuses } from './stored-values.ts'

export { backgroundJobStatusSchema, fileKinds, sourceStatuses }
export const sourceStatusSchema = /* @__PURE__ */ defineSchema(() => z.enum(sourceStatuses))
export type SourceStatus = z.infer<typeof sourceStatusSchema>

/** Links are fetched over the web, so only these schemes are accepted. */
export const webUrlSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Enter a link.')
    .max(2048, 'Use a link of at most 2048 characters.')
    .refine((value) => {
      try {
        const protocol = new URL(value).protocol
        return protocol === 'http:' || protocol === 'https:'
      } catch {
        return false
      }
    }, 'Enter a full link starting with http:// or https://.'),
)

export const urlSourceSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** Derived from the normalized link, so the same link is never listed twice. */
    id: z.string(),
    url: z.string(),
    status: sourceStatusSchema,
    failureReason: z.string().nullable(),
    title: z.string().nullable(),
    /** What the link served, e.g. text/html, application/pdf. */
    contentType: z.string().nullable(),
    /** Length of the extracted text. */
    characters: z.number().int().nonnegative(),
    /** Knowledge pairs generated from this link (and still present). */
    knowledgeCount: z.number().int().nonnegative(),
    /** The nested-URL search the link was chosen from, if any. */
    nestedUrlJobId: z.string().nullable(),
    /** How often the link is fetched again; only pages whose text changed regenerate their knowledge. */
    resync: z.enum(['off', 'daily', 'weekly']),
    /** When the scheduled re-sync last fetched it; null before the first re-sync. */
    lastSyncedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type UrlSource = z.infer<typeof urlSourceSchema>

export const resyncFrequencies = ['off', 'daily', 'weekly'] as const
export const setUrlResyncRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ frequency: z.enum(resyncFrequencies) }),
)
export const urlParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ urlId: z.string().min(1).max(128) }),
)

export const addUrlRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ url: webUrlSchema }))
export const removeUrlRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ url: webUrlSchema }))

/** At most this many links per request; larger sets are added in several calls. */
export const maximumUrlsPerRequest = 100

export const addMultipleUrlsRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    urls: z
      .array(webUrlSchema)
      .min(1, 'Choose at least one link.')
      .max(maximumUrlsPerRequest, `Add at most ${maximumUrlsPerRequest} links at once.`),
    /** The nested-URL search the links were chosen from; omitted when they were typed in. */
    nestedUrlJobId: idSchema.optional(),
  }),
)

export const addUrlsResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** Links added now, each `pending` until fetched and turned into knowledge. */
    added: z.array(urlSourceSchema),
    /** Links already in the version (after normalization), left as they were. */
    alreadyAdded: z.array(z.string()),
    /** The fetch-and-extract job for the added links; null when nothing new was added. */
    jobId: z.string().nullable(),
    message: z.string(),
  }),
)
export type AddUrlsResponse = z.infer<typeof addUrlsResponseSchema>

export const removeUrlResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    removed: z.string(),
    /** Knowledge pairs generated from the link and removed with it. */
    knowledgeRemoved: z.number().int().nonnegative(),
    message: z.string(),
  }),
)

export const startNestedUrlSearchRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ url: webUrlSchema }))

/** Whether a found link answered: pages as they were crawled, the rest checked once the crawl ended. */
export const foundLinkStatuses = ['reachable', 'failed', 'unchecked'] as const
export const foundLinkStatusSchema = /* @__PURE__ */ defineSchema(() => z.enum(foundLinkStatuses))
export type FoundLinkStatus = z.infer<typeof foundLinkStatusSchema>

/** One link a nested-URL search found. Pages were fetched; documents (PDF, Word, text) were checked, not read. */
export const foundUrlSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    url: z.string(),
    title: z.string().nullable(),
    kind: z.enum(['page', 'document']),
    /** Link hops from the start URL (0 for the start URL itself). */
    depth: z.number().int().nonnegative(),
    /** Searches made before links were checked have none: they read as unchecked. */
    linkStatus: foundLinkStatusSchema.default('unchecked'),
    /** Why a failed link failed, as the site answered ("The site answered 404 Not Found."). */
    problem: z.string().nullable().default(null),
  }),
)
export type FoundUrl = z.infer<typeof foundUrlSchema>

export const nestedUrlSearchSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    url: z.string(),
    status: backgroundJobStatusSchema,
    /** Links found so far (pages and documents on the same site that robots.txt allows). */
    found: z.number().int().nonnegative(),
    /** Pages fetched so far. */
    crawled: z.number().int().nonnegative(),
    /** The found links, once the search has finished. */
    urls: z.array(foundUrlSchema),
    /** Same-site links robots.txt disallows, skipped. */
    disallowedByRobots: z.number().int().nonnegative(),
    /** Why the search stopped early (page limit, time limit), if it did. */
    stoppedReason: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  }),
)
export type NestedUrlSearch = z.infer<typeof nestedUrlSearchSchema>

export const nestedUrlSearchParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ nestedUrlJobId: z.string().min(1) }),
)

export const deleteNestedUrlSearchResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ id: z.string(), message: z.string() }),
)

/** Found links to check again or to drop from a search: a page of the chooser at most. */
export const foundLinksRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    urls: z
      .array(z.string().min(1).max(4_096))
      .min(1, 'Choose at least one link.')
      .max(500, 'Send at most 500 links at once.'),
  }),
)

export const fileKindSchema = /* @__PURE__ */ defineSchema(() => z.enum(fileKinds))
export type FileKind = z.infer<typeof fileKindSchema>

/**
 * Largest accepted upload. Binary request bodies reach Lambda base64-encoded inside a JSON event, and a
 * synchronous invocation carries at most 6 MB, so 4 MB of file (5.6 MB encoded, plus headers) is the most
 * that always fits.
 */
export const maximumFileBytes = 4 * 1024 * 1024

export const fileSourceSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    kind: fileKindSchema,
    contentType: z.string(),
    bytes: z.number().int().nonnegative(),
    status: sourceStatusSchema,
    failureReason: z.string().nullable(),
    title: z.string().nullable(),
    characters: z.number().int().nonnegative(),
    knowledgeCount: z.number().int().nonnegative(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type FileSource = z.infer<typeof fileSourceSchema>

export const uploadFileResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ file: fileSourceSchema, jobId: z.string(), message: z.string() }),
)

export const fileParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ fileId: z.string().min(1) }),
)

export const deleteFileResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    knowledgeRemoved: z.number().int().nonnegative(),
    message: z.string(),
  }),
)
