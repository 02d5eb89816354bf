import { routes } from '@platform/shared/routes'
import { listPendingInvitations } from '../../domains/organizations/invitations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listPendingInvitations, ({ params }) =>
  listPendingInvitations(params.organizationId),
)
