import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { createSession } from '../../platform/session.ts'
import { createCredentials, findUserByEmail } from '../identity/index.ts'
import { findInvitationByToken, joinOrganization, newUserId } from './invitations.ts'
import { requireOrganization } from './organization-records.ts'

export interface AcceptInvitationOutcome {
  organizationId: string
  organizationName: string
  roleName: string
  signedIn: boolean
  loginRequired: boolean
  /** Present when the invitation created the account: the new session's token. */
  token?: string
}

/**
 * Accepts an invitation from its emailed link. The link proves the address, so an invited person without an
 * account creates one here (name and password) and is signed in; someone with an account joins and logs in
 * as usual unless they already are.
 */
export async function acceptInvitation(input: {
  token: string
  name?: string
  password?: string
  currentUserId?: string
}): Promise<AcceptInvitationOutcome> {
  const invitation = await findInvitationByToken(input.token)
  const organization = await requireOrganization(invitation.organizationId)
  const base = {
    organizationId: organization.organizationId,
    organizationName: organization.name,
    roleName: invitation.role,
  }
  let user = await findUserByEmail(invitation.email)
  let token: string | undefined
  if (!user) {
    if (!input.name || !input.password) {
      throw new AppError('VALIDATION_FAILED', {
        message: 'name: Enter your name and a password to create your account.',
      })
    }
    const userId = newUserId()
    const result = await db()
      .transaction.write(({ user: users, uniqueValue }) => [
        uniqueValue.create({ kind: 'email', value: invitation.email, ownerId: userId }).commit(),
        users
          .create({ userId, email: invitation.email, name: input.name ?? '', passwordSet: true, emailVerified: true })
          .commit(),
      ])
      .go()
    if (result.canceled) throw new AppError('EMAIL_ALREADY_IN_USE')
    await createCredentials(invitation.email, input.password)
    user = await findUserByEmail(invitation.email)
    if (!user) throw new AppError('UNEXPECTED_ERROR')
    token = (await createSession(user.userId, 'active')).token
  } else if (!user.emailVerified) {
    await db().entities.user.patch({ userId: user.userId }).set({ emailVerified: true }).go()
  }
  await joinOrganization(invitation.organizationId, user.userId, invitation.role)
  await db().entities.invitation.delete({ organizationId: invitation.organizationId, email: invitation.email }).go()
  const signedIn = token !== undefined || input.currentUserId === user.userId
  return { ...base, signedIn, loginRequired: !signedIn, token }
}
