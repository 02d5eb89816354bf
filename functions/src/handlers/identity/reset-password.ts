import { routes } from '@platform/shared/routes'
import { resetPassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.resetPassword, async ({ body, reply, sourceAddress }) => {
  await resetPassword({ ...body, sourceAddress })
  reply.clearSessionCookie()
  return { ok: true as const }
})
