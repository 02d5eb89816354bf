import { defaultProjectAccess, type OrganizationRole } from '@platform/shared/contracts/access'
import type { Project } from '@platform/shared/contracts/projects'
import { db } from '../../data/database.ts'
import { listVersionRecords, toProject } from './project-records.ts'

/**
 * The projects a member can see, by name. Access follows the same rule as the single access check
 * (`resolveProjectAccess`): admins manage, a grant wins over the role's default, `none` hides the project.
 * The member's grants come from one keyed query instead of one read per project.
 */
export async function listProjects(input: {
  organizationId: string
  userId: string
  organizationRole: OrganizationRole
}): Promise<Project[]> {
  const { organizationId, userId, organizationRole } = input
  const [{ data: projects }, { data: grants }] = await Promise.all([
    db().entities.project.query.byOrganization({ organizationId }).go({ pages: 'all' }),
    db().entities.projectAccessGrant.query.byMember({ organizationId, userId }).go({ pages: 'all' }),
  ])
  const grantedAccess = new Map(grants.map((grant) => [grant.projectId, grant.access]))
  const visible = projects
    .filter((project) => !project.deleting)
    .map((project) => ({
      project,
      access:
        organizationRole === 'admin'
          ? ('manage' as const)
          : (grantedAccess.get(project.projectId) ?? defaultProjectAccess(organizationRole)),
    }))
    .filter(({ access }) => access !== 'none')
  const withVersions = await Promise.all(
    visible.map(async ({ project, access }) =>
      toProject(project, await listVersionRecords({ organizationId, projectId: project.projectId }), access),
    ),
  )
  return withVersions.sort((left, right) => left.name.localeCompare(right.name))
}
