import * as z from 'zod'
import { defineSchema } from './define-schema.ts'

/**
 * Organization roles, highest first.
 * - admin: everything, including organization settings, members, invitations and billing; full access to every project.
 * - editor: creates projects and edits, trains, tests and deploys the projects they can write.
 * - viewer: reads the projects they can read; changes nothing.
 */
export const organizationRoles = ['admin', 'editor', 'viewer'] as const
export const organizationRoleSchema = /* @__PURE__ */ defineSchema(() => z.enum(organizationRoles))
export type OrganizationRole = z.infer<typeof organizationRoleSchema>

/**
 * Access to one project, highest first. Admins always manage; others get `write` (editors) or `read`
 * (viewers) unless the project grants them something else at /projects/settings/access/.
 * - manage: project settings, access, deletion.
 * - write: content, training, test runs, API keys.
 * - read: everything visible, nothing changed.
 * - none: the project is hidden from the member.
 */
export const projectAccessLevels = ['manage', 'write', 'read', 'none'] as const
export const projectAccessSchema = /* @__PURE__ */ defineSchema(() => z.enum(projectAccessLevels))
export type ProjectAccess = z.infer<typeof projectAccessSchema>

/** True when `held` is at least `required` in an ordered list (highest first). */
export function atLeast<T extends string>(order: readonly T[], held: T, required: T): boolean {
  return order.indexOf(held) <= order.indexOf(required)
}

export function defaultProjectAccess(role: OrganizationRole): ProjectAccess {
  return role === 'admin' ? 'manage' : role === 'editor' ? 'write' : 'read'
}
