import { routes } from '@platform/shared/routes'
import { inviteMembers } from '../../domains/organizations/invitations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.inviteOrganizationMembers, ({ params, body, session }) =>
  inviteMembers(params.organizationId, session.userId, body.users),
)
