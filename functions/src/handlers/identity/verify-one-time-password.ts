import * as authRoutes from '@platform/shared/routes/auth-routes'
import { verifyOneTimePassword } from '../../domains/identity/two-factor.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.verifyOneTimePassword, async ({ body, session, reply }) => {
  const { token, profile } = await verifyOneTimePassword(session, body.otp)
  reply.setSessionCookie(token)
  return profile
})
