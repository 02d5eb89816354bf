import { routes } from '@platform/shared/routes'
import { forgotPassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.forgotPassword, async ({ body }) => {
  await forgotPassword(body.email)
  return { ok: true as const }
})
