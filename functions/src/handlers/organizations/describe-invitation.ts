import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { describeInvitation } from '../../domains/organizations/invitations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.describeInvitation, ({ body }) =>
  describeInvitation(body.token),
)
