import * as authRoutes from '@platform/shared/routes/auth-routes'
import { acceptInvitation } from '../../domains/organizations/accept-invitation.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { findSessionUser } from '../../platform/session.ts'

export const handler = defineHandler(authRoutes.verifyInvite, async ({ body, sessionToken, reply }) => {
  const { token, ...outcome } = await acceptInvitation({ ...body, currentUserId: await findSessionUser(sessionToken) })
  if (token) reply.setSessionCookie(token)
  return outcome
})
