import { routes } from '@platform/shared/routes'
import { updatePassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updatePassword, async ({ body, session }) => {
  await updatePassword(session.userId, body)
  return { ok: true as const }
})
