import type { OrganizationRole } from '@platform/shared/contracts/access'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { findUsersByIds } from '../identity/index.ts'
import { findMembership, listMemberships } from './organization-records.ts'
import { releaseUsage } from './usage.ts'

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

async function assertAnotherAdminRemains(organizationId: string, userId: string): Promise<void> {
  const admins = (await listMemberships(organizationId)).filter((membership) => membership.role === 'admin')
  if (admins.every((admin) => admin.userId === userId)) throw new AppError('LAST_ADMIN')
}

export async function changeMemberRole(
  organizationId: string,
  userId: string,
  role: OrganizationRole,
): Promise<MemberView> {
  const membership = await findMembership(organizationId, userId)
  if (!membership) throw new AppError('NOT_FOUND', { message: 'This person is not a member of the organization.' })
  if (membership.role === 'admin' && role !== 'admin') await assertAnotherAdminRemains(organizationId, userId)
  await db().entities.membership.patch({ organizationId, userId }).set({ role }).go()
  const member = (await listMembers(organizationId)).find((candidate) => candidate.userId === userId)
  if (!member) throw new AppError('NOT_FOUND')
  return member
}

export async function removeMember(organizationId: string, userId: string): Promise<void> {
  const membership = await findMembership(organizationId, userId)
  if (!membership) throw new AppError('NOT_FOUND', { message: 'This person is not a member of the organization.' })
  if (membership.role === 'admin') await assertAnotherAdminRemains(organizationId, userId)
  await db().entities.membership.delete({ organizationId, userId }).go()
  await releaseUsage(organizationId, 'users')
}
