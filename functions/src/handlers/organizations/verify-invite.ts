import { routes } from '@platform/shared/routes'
import { acceptInvitation } from '../../domains/organizations/accept-invitation.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { findSessionUser } from '../../platform/session.ts'

export const handler = defineHandler(routes.verifyInvite, async ({ body, sessionToken, reply }) => {
  const { token, ...outcome } = await acceptInvitation({ ...body, currentUserId: await findSessionUser(sessionToken) })
  if (token) reply.setSessionCookie(token)
  return outcome
})
