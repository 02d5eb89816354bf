import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { removeMember } from '../../domains/organizations/members.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.removeMember, async ({ params, body }) => {
  await removeMember(params.organizationId, body.userId)
  return { ok: true as const }
})
