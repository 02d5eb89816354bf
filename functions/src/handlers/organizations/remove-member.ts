import { routes } from '@platform/shared/routes'
import { removeMember } from '../../domains/organizations/members.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.removeMember, async ({ params, body }) => {
  await removeMember(params.organizationId, body.userId)
  return { ok: true as const }
})
