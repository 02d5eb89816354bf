import { randomBytes, randomUUID } from 'node:crypto'
import type { OrganizationRole } from '@platform/shared/contracts/access'
import type { InvitationDetails } from '@platform/shared/contracts/organizations'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { hashSessionToken } from '../../platform/session.ts'
import { findUserByEmail, findUserById, findUsersByIds, sendInvitation } from '../identity/index.ts'
import { changeMemberRole } from './members.ts'
import { findMembership, requireOrganization } from './organization-records.ts'
import { releaseUsage, reserveUsage } from './usage.ts'

export const invitationLifetimeSeconds = 7 * 24 * 3600

export interface InviteOutcome {
  added: number
  updated: number
  emailsSent: number
  message: string
  emailMessage: string
}

/**
 * Invites each person with a role. Existing members get the new role ("updated"); a pending invitation gets
 * the new role and a fresh link ("updated", emailed again); anyone else gets a new invitation ("added").
 */
export async function inviteMembers(
  organizationId: string,
  inviterId: string,
  people: Array<{ email: string; role: OrganizationRole }>,
): Promise<InviteOutcome> {
  const organization = await requireOrganization(organizationId)
  const inviter = await findUserById(inviterId)
  const byEmail = new Map(people.map((person) => [person.email.trim().toLowerCase(), person.role]))
  let added = 0
  let updated = 0
  let emailsSent = 0
  for (const [email, role] of byEmail) {
    const user = await findUserByEmail(email)
    const membership = user ? await findMembership(organizationId, user.userId) : undefined
    if (user && membership) {
      if (membership.role !== role) await changeMemberRole(organizationId, user.userId, role)
      updated += 1
      continue
    }
    const { data: pending } = await db().entities.invitation.get({ organizationId, email }).go()
    const token = randomBytes(32).toString('base64url')
    const now = Math.floor(Date.now() / 1000)
    await db()
      .entities.invitation.put({
        organizationId,
        email,
        role,
        tokenHash: hashSessionToken(token),
        invitedBy: inviterId,
        invitedAt: new Date().toISOString(),
        expiresAt: now + invitationLifetimeSeconds,
      })
      .go()
    if (pending) updated += 1
    else added += 1
    await sendInvitation({
      to: email,
      organizationName: organization.name,
      inviterName: inviter?.name ?? 'A colleague',
      role,
      token,
    })
    emailsSent += 1
  }
  return {
    added,
    updated,
    emailsSent,
    message: `Added ${usersCount(added)}. Updated ${usersCount(updated)}.`,
    emailMessage: `Invitation emails were sent to ${usersCount(emailsSent)}.`,
  }
}

/** Spec section 8's "Added N users." read as a sentence: "1 user", "2 users". */
const usersCount = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`

export async function listPendingInvitations(organizationId: string) {
  const now = Math.floor(Date.now() / 1000)
  const { data } = await db().entities.invitation.query.byOrganization({ organizationId }).go({ pages: 'all' })
  const inviterIds = [...new Set(data.map((invitation) => invitation.invitedBy))]
  const inviters = await findUsersByIds(inviterIds)
  const names = new Map(inviters.map((user) => [user.userId, user.name]))
  return data
    .filter((invitation) => invitation.expiresAt > now)
    .map((invitation) => ({
      email: invitation.email,
      roleName: invitation.role,
      invitedAt: invitation.invitedAt,
      invitedBy: names.get(invitation.invitedBy) ?? invitation.invitedBy,
      expiresAt: new Date(invitation.expiresAt * 1000).toISOString(),
    }))
}

export async function cancelInvitation(organizationId: string, email: string): Promise<void> {
  const { data } = await db().entities.invitation.get({ organizationId, email }).go()
  if (!data) throw new AppError('NOT_FOUND', { message: 'There is no pending invitation for this email.' })
  await db().entities.invitation.delete({ organizationId, email }).go()
}

/** Finds a live invitation by the token from its link; anything else is an expired link. */
export async function findInvitationByToken(token: string) {
  const { data } = await db()
    .entities.invitation.query.byToken({ tokenHash: hashSessionToken(token) })
    .go()
  const invitation = data[0]
  if (!invitation || invitation.expiresAt <= Math.floor(Date.now() / 1000)) throw new AppError('LINK_EXPIRED')
  return invitation
}

/**
 * What an invitation link invites to, for the page that accepts it: the organization, the inviter's name, the
 * invited email and role. The token proves the link, as it does for accepting; an expired one is LINK_EXPIRED.
 */
export async function describeInvitation(token: string): Promise<InvitationDetails> {
  const invitation = await findInvitationByToken(token)
  const [organization, inviter] = await Promise.all([
    requireOrganization(invitation.organizationId),
    findUserById(invitation.invitedBy),
  ])
  return {
    organizationName: organization.name,
    inviterName: inviter?.name ?? null,
    email: invitation.email,
    roleName: invitation.role,
  }
}

export async function joinOrganization(organizationId: string, userId: string, role: OrganizationRole): Promise<void> {
  const existing = await findMembership(organizationId, userId)
  if (existing) return
  // Members are what the plan's "users" limit counts: the seat is taken before the membership is written.
  await reserveUsage(organizationId, 'users')
  try {
    await db().entities.membership.create({ organizationId, userId, role }).go()
  } catch (error) {
    await releaseUsage(organizationId, 'users')
    throw error
  }
}

export function newUserId(): string {
  return randomUUID()
}
