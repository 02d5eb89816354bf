import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { cancelInvitation } from '../../domains/organizations/invitations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.cancelInvitation, async ({ params, body }) => {
  await cancelInvitation(params.organizationId, body.email)
  return { ok: true as const }
})
