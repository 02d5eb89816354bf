import { defaultProjectAccess, type ProjectAccess } from '@platform/shared/contracts/access'
import type { ProjectMember } from '@platform/shared/contracts/projects'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { findMembership } from '../organizations/index.ts'
import { listProjectMembers } from './project-members.ts'
import { type ProjectKey, requireProject } from './project-records.ts'

/**
 * Sets a member's access to the project (spec section 6, /projects/settings/access/). A grant is kept only
 * when it differs from the role's default, so changing someone's role later still moves their default access.
 * Admins manage every project, so their access cannot be lowered here.
 */
export async function setProjectUserAccess(
  key: ProjectKey,
  input: { userId: string; access: ProjectAccess },
): Promise<ProjectMember> {
  await requireProject(key)
  const membership = await findMembership(key.organizationId, input.userId)
  if (!membership) throw new AppError('NOT_FOUND', { message: 'This person is not a member of the organization.' })
  if (membership.role === 'admin') {
    throw new AppError('VALIDATION_FAILED', {
      message: 'access: Admins manage every project. Change their organization role instead.',
    })
  }
  const grantKey = { ...key, userId: input.userId }
  if (input.access === defaultProjectAccess(membership.role)) {
    await db().entities.projectAccessGrant.delete(grantKey).go()
  } else {
    await db()
      .entities.projectAccessGrant.put({ ...grantKey, access: input.access })
      .go()
  }
  const member = (await listProjectMembers(key)).find((candidate) => candidate.userId === input.userId)
  if (!member) throw new AppError('NOT_FOUND')
  return member
}
