import * as z from 'zod'
import { organizationRoleSchema } from './access.ts'
import { emailSchema } from './auth.ts'
import { idSchema } from './bounds.ts'

export const organizationNameSchema = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters.')
  .max(64, 'Use at most 64 characters.')

/** Spec section 3 "Organization": id, name, subscription with an active flag. */
export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  subscription: z.object({ active: z.boolean(), planId: z.string().nullable() }),
  createdAt: z.string(),
  /** The caller's role in it. */
  roleName: organizationRoleSchema,
})
export type Organization = z.infer<typeof organizationSchema>

export const organizationParamsSchema = z.object({ organizationId: z.string().min(1) })

export const createOrganizationRequestSchema = z.object({ name: organizationNameSchema })

export const organizationMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  roleName: organizationRoleSchema,
  joinedAt: z.string(),
})

export const myOrganizationRoleSchema = z.object({ organizationId: z.string(), roleName: organizationRoleSchema })

export const inviteUsersRequestSchema = z.object({
  users: z
    .array(z.object({ email: emailSchema, role: organizationRoleSchema }))
    .min(1, 'Add at least one person.')
    .max(50, 'Invite at most 50 people at once.'),
})
export const inviteUsersResponseSchema = z.object({
  added: z.number(),
  updated: z.number(),
  emailsSent: z.number(),
  /** Spec section 8 wording: "Added N users. Updated M users." */
  message: z.string(),
  /** Spec section 8 wording: "Invitation emails were sent to N users." */
  emailMessage: z.string(),
})

export const pendingInvitationSchema = z.object({
  email: z.string(),
  roleName: organizationRoleSchema,
  invitedAt: z.string(),
  /** Display name of the admin who invited (their id when the account is gone). */
  invitedBy: z.string(),
  expiresAt: z.string(),
})

export const cancelInvitationRequestSchema = z.object({ email: emailSchema })
export const changeRoleRequestSchema = z.object({ userId: idSchema, role: organizationRoleSchema })
export const removeMemberRequestSchema = z.object({ userId: idSchema })
