import type { OrganizationRole } from '@platform/shared/contracts/access'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { findUsersByIds } from '../identity/index.ts'
import { listMemberships } from './organization-records.ts'

export interface MemberView {
  userId: string
  email: string
  name: string
  roleName: OrganizationRole
  joinedAt: string
}

export async function listMembers(organizationId: string): Promise<MemberView[]> {
  const memberships = await listMemberships(organizationId)
  if (memberships.length === 0) return []
  const users = await findUsersByIds(memberships.map((membership) => membership.userId))
  const byId = new Map(users.map((user) => [user.userId, user]))
  return memberships
    .map((membership) => {
      const user = byId.get(membership.userId)
      return {
        userId: membership.userId,
        email: user?.email ?? '',
        name: user?.name ?? '',
        roleName: membership.role,
        joinedAt: membership.joinedAt,
      }
    })
    .sort((left, right) => left.name.localeCompare(right.name))
}

/**
 * Demotes or removes a member in ONE transaction. For an admin it also checks, in the same transaction, that another
 * admin still holds the role: two admins demoting each other at the same moment cannot both succeed and leave the
 * organization without one (each transaction checks the member the other one changes, so the second is refused).
 * The membership must still hold the role read, or the change is decided again on what is stored now.
 */
async function changeMembership(
  organizationId: string,
  userId: string,
  change: { role: OrganizationRole } | { remove: true },
): Promise<void> {
  for (let conflicts = 0; conflicts < 10; conflicts += 1) {
    const memberships = await listMemberships(organizationId)
    const membership = memberships.find((candidate) => candidate.userId === userId)
    if (!membership) throw new AppError('NOT_FOUND', { message: 'This person is not a member of the organization.' })
    const losesAdmin = membership.role === 'admin' && ('remove' in change || change.role !== 'admin')
    const otherAdmin = memberships.find((candidate) => candidate.role === 'admin' && candidate.userId !== userId)
    if (losesAdmin && !otherAdmin) throw new AppError('LAST_ADMIN')
    const result = await db()
      .transaction.write(({ membership: memberships, usageCounter }) => [
        'remove' in change
          ? memberships
              .delete({ organizationId, userId })
              .where((attributes, operations) => operations.eq(attributes.role, membership.role))
              .commit()
          : memberships
              .patch({ organizationId, userId })
              .set({ role: change.role })
              .where((attributes, operations) => operations.eq(attributes.role, membership.role))
              .commit(),
        ...(losesAdmin && otherAdmin
          ? [
              memberships
                .check({ organizationId, userId: otherAdmin.userId })
                .where((attributes, operations) => operations.eq(attributes.role, 'admin'))
                .commit(),
            ]
          : []),
        ...('remove' in change
          ? [usageCounter.patch({ organizationId, item: 'users' }).subtract({ count: 1 }).commit()]
          : []),
      ])
      .go()
    if (!result.canceled) return
    // Someone changed these memberships in between: decide again on what is stored now.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (conflicts + 1)))
  }
  throw new AppError('DEPENDENCY_UNAVAILABLE')
}

export async function changeMemberRole(
  organizationId: string,
  userId: string,
  role: OrganizationRole,
): Promise<MemberView> {
  await changeMembership(organizationId, userId, { role })
  const member = (await listMembers(organizationId)).find((candidate) => candidate.userId === userId)
  if (!member) throw new AppError('NOT_FOUND')
  return member
}

export async function removeMember(organizationId: string, userId: string): Promise<void> {
  await changeMembership(organizationId, userId, { remove: true })
}
