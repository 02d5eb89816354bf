import * as authRoutes from '@platform/shared/routes/auth-routes'
import { signInWithGoogle } from '../../domains/identity/sign-in-with-google.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.signInWithGoogle, async ({ body, reply }) => {
  const { token, ...outcome } = await signInWithGoogle(body.accessToken)
  reply.setSessionCookie(token)
  return outcome
})
