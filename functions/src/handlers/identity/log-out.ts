import * as authRoutes from '@platform/shared/routes/auth-routes'
import { logOut } from '../../domains/identity/log-out.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.logOut, async ({ sessionToken, reply }) => {
  await logOut(sessionToken)
  reply.clearSessionCookie()
  return { ok: true as const }
})
