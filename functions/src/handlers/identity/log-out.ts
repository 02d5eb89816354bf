import { routes } from '@platform/shared/routes'
import { logOut } from '../../domains/identity/log-out.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.logOut, async ({ sessionToken, reply }) => {
  await logOut(sessionToken)
  reply.clearSessionCookie()
  return { ok: true as const }
})
