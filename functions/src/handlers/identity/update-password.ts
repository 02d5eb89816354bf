import * as authRoutes from '@platform/shared/routes/auth-routes'
import { updatePassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.updatePassword, async ({ body, session }) => {
  await updatePassword(session, body)
  return { ok: true as const }
})
