import * as authRoutes from '@platform/shared/routes/auth-routes'
import { verifyEmail } from '../../domains/identity/verify-email.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.verifyEmail, async ({ body, reply }) => {
  const { token, profile } = await verifyEmail(body)
  reply.setSessionCookie(token)
  return profile
})
