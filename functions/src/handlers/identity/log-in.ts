import { routes } from '@platform/shared/routes'
import { logIn } from '../../domains/identity/log-in.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.logIn, async ({ body, reply, sourceAddress }) => {
  const { token, ...outcome } = await logIn({ ...body, sourceAddress })
  reply.setSessionCookie(token)
  return outcome
})
