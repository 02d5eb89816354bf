import { defaultProjectAccess, type OrganizationRole, type ProjectAccess } from '@platform/shared/contracts/access'
import type { ProjectMember } from '@platform/shared/contracts/projects'
import { db } from '../../data/database.ts'
import { listMembers } from '../organizations/index.ts'
import type { ProjectKey } from './project-records.ts'

/** The access a role and an optional grant resolve to; the same rule as `resolveProjectAccess`. */
export function effectiveProjectAccess(roleName: OrganizationRole, granted: ProjectAccess | undefined): ProjectAccess {
  if (roleName === 'admin') return 'manage'
  return granted ?? defaultProjectAccess(roleName)
}

/** Every organization member with their access to the project (two keyed queries and one batch get). */
export async function listProjectMembers(key: ProjectKey): Promise<ProjectMember[]> {
  const [members, { data: grants }] = await Promise.all([
    listMembers(key.organizationId),
    db().entities.projectAccessGrant.query.byProject(key).go({ pages: 'all' }),
  ])
  const grantedAccess = new Map(grants.map((grant) => [grant.userId, grant.access]))
  return members.map((member) => {
    const granted = member.roleName === 'admin' ? undefined : grantedAccess.get(member.userId)
    return {
      userId: member.userId,
      email: member.email,
      name: member.name,
      roleName: member.roleName,
      access: effectiveProjectAccess(member.roleName, granted),
      granted: granted !== undefined,
    }
  })
}
