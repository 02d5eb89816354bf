import { routes } from '@platform/shared/routes'
import { verifyResetPassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.verifyResetPassword, async ({ body }) => {
  await verifyResetPassword(body)
  return { ok: true as const }
})
