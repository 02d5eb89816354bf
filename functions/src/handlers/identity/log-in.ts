import * as authRoutes from '@platform/shared/routes/auth-routes'
import { logIn } from '../../domains/identity/log-in.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.logIn, async ({ body, reply, sourceAddress }) => {
  const { token, ...outcome } = await logIn({ ...body, sourceAddress })
  reply.setSessionCookie(token)
  return outcome
})
