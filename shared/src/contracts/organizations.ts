import * as z from 'zod'
import { organizationRoleSchema } from './access.ts'
import { idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { emailSchema, organizationParamsSchema } from './shared-schemas.ts'

export { organizationParamsSchema }

export const organizationNameSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().trim().min(2, 'Use at least 2 characters.').max(64, 'Use at most 64 characters.'),
)

/** Spec section 3 "Organization": id, name, subscription with an active flag. */
export const organizationSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    subscription: z.object({ active: z.boolean(), planId: z.string().nullable() }),
    createdAt: z.string(),
    /** The caller's role in it. */
    roleName: organizationRoleSchema,
  }),
)
export type Organization = z.infer<typeof organizationSchema>

export const createOrganizationRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ name: organizationNameSchema }),
)

export const organizationMemberSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    roleName: organizationRoleSchema,
    joinedAt: z.string(),
  }),
)

export const myOrganizationRoleSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ organizationId: z.string(), roleName: organizationRoleSchema }),
)

export const inviteUsersRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    users: z
      .array(z.object({ email: emailSchema, role: organizationRoleSchema }))
      .min(1, 'Add at least one person.')
      .max(50, 'Invite at most 50 people at once.'),
  }),
)
export const inviteUsersResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    added: z.number(),
    updated: z.number(),
    emailsSent: z.number(),
    /** Spec section 8 wording: "Added N users. Updated M users." */
    message: z.string(),
    /** Spec section 8 wording: "Invitation emails were sent to N users." */
    emailMessage: z.string(),
  }),
)

export const pendingInvitationSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    email: z.string(),
    roleName: organizationRoleSchema,
    invitedAt: z.string(),
    /** Display name of the admin who invited (their id when the account is gone). */
    invitedBy: z.string(),
    expiresAt: z.string(),
  }),
)

/** The invitation link's token, to say on the invitation page who invited whom, and where (issue 43). */
export const invitationDetailsRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ token: z.string().min(10).max(512) }),
)
export const invitationDetailsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    organizationName: z.string(),
    /** Display name of the admin who invited; null when their account is gone. */
    inviterName: z.string().nullable(),
    email: z.string(),
    roleName: organizationRoleSchema,
  }),
)
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>

export const cancelInvitationRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ email: emailSchema }))
export const changeRoleRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ userId: idSchema, role: organizationRoleSchema }),
)
export const removeMemberRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ userId: idSchema }))
