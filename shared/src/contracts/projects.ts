import * as z from 'zod'
import { organizationRoleSchema, projectAccessSchema } from './access.ts'
import { idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { projectParamsSchema, versionNameSchema, versionParamsSchema } from './shared-schemas.ts'

export { projectParamsSchema, versionNameSchema, versionParamsSchema }

export const projectNameSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().trim().min(2, 'Use at least 2 characters.').max(64, 'Use at most 64 characters.'),
)

/**
 * The freezing rule, said the same way by the docs, the site guide's knowledge and the console (the spec leaves it
 * to us; ADR 0007). `assertVersionEditable` enforces it.
 */
export const versionFreezingRule =
  'A version freezes when an API key starts serving a model trained on it, or when you freeze it yourself; training alone does not freeze it. A frozen version’s content cannot change, so what is live keeps matching what it was trained on. Unfreeze it to change it again (live API keys keep serving their model), or create a new version from it.'

/** One version in a project's versions list (spec section 3 "Project": versions list, each with id). */
export const versionSummarySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** 1, 2, 3…: orders versions; a new version is named `v` plus the next number. */
    number: z.number(),
    frozen: z.boolean(),
    frozenReason: z.string().nullable(),
    copiedFromVersionId: z.string().nullable(),
    createdAt: z.string(),
  }),
)
export type VersionSummary = z.infer<typeof versionSummarySchema>

/**
 * Spec section 3 "Project": id and versions list; the latest version is chosen by default, so the answer
 * names it. `access` is the caller's effective access, so the console can hide what it may not do.
 */
export const projectSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    organizationId: z.string(),
    name: z.string(),
    description: z.string(),
    createdAt: z.string(),
    createdBy: z.string(),
    access: projectAccessSchema,
    /** Latest first. */
    versions: z.array(versionSummarySchema),
    latestVersionId: z.string(),
  }),
)
export type Project = z.infer<typeof projectSchema>

export const createProjectRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: projectNameSchema,
    description: z.string().trim().max(500, 'Use at most 500 characters.').optional(),
  }),
)

export const deleteProjectResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    /** The project is hidden at once; a job removes its data and answers no further reads. */
    status: z.literal('deleting'),
    jobId: z.string(),
  }),
)

/** A member as seen from one project: their organization role and what it resolves to here. */
export const projectMemberSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    roleName: organizationRoleSchema,
    access: projectAccessSchema,
    /** True when the access comes from a grant on this project rather than the role's default. */
    granted: z.boolean(),
  }),
)
export type ProjectMember = z.infer<typeof projectMemberSchema>

/** Spec section 3 payloads: "Project user access: userId, access." */
export const setProjectAccessRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ userId: idSchema, access: projectAccessSchema }),
)

/** Names and emails for showing who did what (timeline, authors); readable by anyone who can read the project. */
export const projectUserDisplaySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ userId: z.string(), name: z.string(), email: z.string() }),
)

export const myProjectRoleSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    organizationId: z.string(),
    projectId: z.string(),
    roleName: organizationRoleSchema,
    access: projectAccessSchema,
  }),
)
