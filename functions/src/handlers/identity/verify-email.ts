import { routes } from '@platform/shared/routes'
import { verifyEmail } from '../../domains/identity/verify-email.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.verifyEmail, async ({ body, reply }) => {
  const { token, profile } = await verifyEmail(body)
  reply.setSessionCookie(token)
  return profile
})
