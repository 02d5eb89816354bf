import * as authRoutes from '@platform/shared/routes/auth-routes'
import { verifyResetPassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.verifyResetPassword, async ({ body }) => {
  await verifyResetPassword(body)
  return { ok: true as const }
})
