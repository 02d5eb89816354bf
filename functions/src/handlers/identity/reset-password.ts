import * as authRoutes from '@platform/shared/routes/auth-routes'
import { resetPassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.resetPassword, async ({ body, reply, sourceAddress }) => {
  await resetPassword({ ...body, sourceAddress })
  reply.clearSessionCookie()
  return { ok: true as const }
})
