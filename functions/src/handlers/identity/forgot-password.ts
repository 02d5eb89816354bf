import * as authRoutes from '@platform/shared/routes/auth-routes'
import { forgotPassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.forgotPassword, async ({ body }) => {
  await forgotPassword(body.email)
  return { ok: true as const }
})
