import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { inviteMembers } from '../../domains/organizations/invitations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.inviteOrganizationMembers, ({ params, body, session }) =>
  inviteMembers(params.organizationId, session.userId, body.users),
)
