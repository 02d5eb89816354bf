import { routes } from '@platform/shared/routes'
import { cancelInvitation } from '../../domains/organizations/invitations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.cancelInvitation, async ({ params, body }) => {
  await cancelInvitation(params.organizationId, body.email)
  return { ok: true as const }
})
