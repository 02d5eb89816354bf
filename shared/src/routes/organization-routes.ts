import * as z from 'zod'
import { acknowledgementSchema } from '../contracts/auth.ts'
import {
  cancelInvitationRequestSchema,
  changeRoleRequestSchema,
  createOrganizationRequestSchema,
  invitationDetailsRequestSchema,
  invitationDetailsSchema,
  inviteUsersRequestSchema,
  inviteUsersResponseSchema,
  myOrganizationRoleSchema,
  organizationMemberSchema,
  organizationParamsSchema,
  organizationSchema,
  pendingInvitationSchema,
  removeMemberRequestSchema,
} from '../contracts/organizations.ts'
import { route } from '../route-definition.ts'

const params = organizationParamsSchema

export const listOrganizations = /* @__PURE__ */ route({
  id: 'listOrganizations',
  method: 'GET',
  path: '/organizations',
  handler: 'organizations/list-organizations',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The organizations the signed-in user belongs to, with their role in each.',
  response: /* @__PURE__ */ z.array(organizationSchema),
})

export const createOrganization = /* @__PURE__ */ route({
  id: 'createOrganization',
  method: 'POST',
  path: '/organizations',
  handler: 'organizations/create-organization',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Creates an organization with the caller as its admin.',
  request: { body: createOrganizationRequestSchema },
  response: organizationSchema,
})

export const getOrganization = /* @__PURE__ */ route({
  id: 'getOrganization',
  method: 'GET',
  path: '/organizations/{organizationId}',
  handler: 'organizations/get-organization',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'One organization the caller belongs to.',
  access: { organization: 'viewer' },
  request: { params },
  response: organizationSchema,
})

export const listOrganizationMembers = /* @__PURE__ */ route({
  id: 'listOrganizationMembers',
  method: 'GET',
  path: '/organizations/{organizationId}/users',
  handler: 'organizations/list-organization-members',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Members of the organization with their roles.',
  access: { organization: 'viewer' },
  request: { params },
  response: /* @__PURE__ */ z.array(organizationMemberSchema),
})

export const getMyOrganizationRole = /* @__PURE__ */ route({
  id: 'getMyOrganizationRole',
  method: 'GET',
  path: '/organizations/{organizationId}/my-role',
  handler: 'organizations/get-my-organization-role',
  auth: 'session',
  rateLimit: 'standard',
  summary: "The caller's role in the organization.",
  access: { organization: 'viewer' },
  request: { params },
  response: myOrganizationRoleSchema,
})

export const inviteOrganizationMembers = /* @__PURE__ */ route({
  id: 'inviteOrganizationMembers',
  method: 'POST',
  path: '/organizations/{organizationId}/users/invite',
  handler: 'organizations/invite-organization-members',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Invites people by email with a role; members already in the organization get the new role.',
  access: { organization: 'admin' },
  request: { params, body: inviteUsersRequestSchema },
  response: inviteUsersResponseSchema,
})

export const listPendingInvitations = /* @__PURE__ */ route({
  id: 'listPendingInvitations',
  method: 'GET',
  path: '/organizations/{organizationId}/users/pending-invites',
  handler: 'organizations/list-pending-invitations',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Invitations not yet accepted.',
  access: { organization: 'admin' },
  request: { params },
  response: /* @__PURE__ */ z.array(pendingInvitationSchema),
})

export const cancelInvitation = /* @__PURE__ */ route({
  id: 'cancelInvitation',
  method: 'PUT',
  path: '/organizations/{organizationId}/users/invite/cancel',
  handler: 'organizations/cancel-invitation',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Cancels a pending invitation; its link stops working.',
  access: { organization: 'admin' },
  request: { params, body: cancelInvitationRequestSchema },
  response: acknowledgementSchema,
})

export const changeMemberRole = /* @__PURE__ */ route({
  id: 'changeMemberRole',
  method: 'PUT',
  path: '/organizations/{organizationId}/users/role',
  handler: 'organizations/change-member-role',
  auth: 'session',
  rateLimit: 'standard',
  summary: "Changes a member's role; the last admin cannot be demoted.",
  access: { organization: 'admin' },
  request: { params, body: changeRoleRequestSchema },
  response: organizationMemberSchema,
})

export const removeMember = /* @__PURE__ */ route({
  id: 'removeMember',
  method: 'PUT',
  path: '/organizations/{organizationId}/users/remove',
  handler: 'organizations/remove-member',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Removes a member; the last admin cannot be removed.',
  access: { organization: 'admin' },
  request: { params, body: removeMemberRequestSchema },
  response: acknowledgementSchema,
})

export const describeInvitation = /* @__PURE__ */ route({
  id: 'describeInvitation',
  method: 'POST',
  path: '/auth/invitation',
  handler: 'organizations/describe-invitation',
  auth: 'public',
  rateLimit: 'auth',
  summary:
    'What an invitation link invites to: the organization, who invited, the invited email and role; the token travels in the body, not the address.',
  request: { body: invitationDetailsRequestSchema },
  response: invitationDetailsSchema,
})

export const organizationRoutes = {
  listOrganizations,
  createOrganization,
  getOrganization,
  listOrganizationMembers,
  getMyOrganizationRole,
  inviteOrganizationMembers,
  listPendingInvitations,
  cancelInvitation,
  changeMemberRole,
  removeMember,
  describeInvitation,
}
