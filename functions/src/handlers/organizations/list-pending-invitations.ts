import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { listPendingInvitations } from '../../domains/organizations/invitations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.listPendingInvitations, ({ params }) =>
  listPendingInvitations(params.organizationId),
)
