import {
  atLeast,
  defaultProjectAccess,
  type OrganizationRole,
  organizationRoles,
  type ProjectAccess,
  projectAccessLevels,
} from '@platform/shared/contracts/access'
import type { RouteDefinition } from '@platform/shared/routes'
import { db } from '../data/database.ts'
import { AppError } from './app-error.ts'

export interface AccessContext {
  organizationId: string
  organizationRole: OrganizationRole
  /** Present on project routes: the caller's effective access to `projectId`. */
  projectAccess?: ProjectAccess
}

/**
 * A member's access to a project: an explicit grant wins, otherwise the organization role's default.
 * Admins always manage. A project that does not exist (or is being deleted) grants nothing.
 */
export async function resolveProjectAccess(input: {
  organizationId: string
  projectId: string
  userId: string
  organizationRole: OrganizationRole
}): Promise<ProjectAccess> {
  const [{ data: project }, { data: grant }] = await Promise.all([
    db().entities.project.get({ organizationId: input.organizationId, projectId: input.projectId }).go(),
    db().entities.projectAccessGrant.get(input).go(),
  ])
  if (!project || project.deleting) return 'none'
  if (input.organizationRole === 'admin') return 'manage'
  return grant?.access ?? defaultProjectAccess(input.organizationRole)
}

/**
 * The one permission check every route goes through (driven by the route table's `access`). Non-members get
 * NOT_FOUND, so an organization's existence is not revealed; members without the right get
 * NOT_ENOUGH_PERMISSIONS. A user with neither a password nor Google sign-in gets PASSWORD_NOT_SET (spec §4).
 */
export async function authorizeAccess(
  route: RouteDefinition,
  userId: string,
  pathParameters: Record<string, string | undefined>,
): Promise<AccessContext | undefined> {
  if (!route.access) return undefined
  const organizationId = pathParameters.organizationId
  if (!organizationId) throw new Error(`Route ${route.id} declares access but has no {organizationId}`)
  const [{ data: membership }, { data: user }] = await Promise.all([
    db().entities.membership.get({ organizationId, userId }).go(),
    db().entities.user.get({ userId }).go(),
  ])
  if (!user) throw new AppError('UNAUTHORIZED')
  if (!user.passwordSet && !user.oauthEnabled) throw new AppError('PASSWORD_NOT_SET')
  if (!membership) throw new AppError('NOT_FOUND')
  const required = route.access.organization ?? 'viewer'
  if (!atLeast(organizationRoles, membership.role, required)) throw new AppError('NOT_ENOUGH_PERMISSIONS')
  const context: AccessContext = { organizationId, organizationRole: membership.role }
  if (route.access.project) {
    const projectId = pathParameters.projectId
    if (!projectId) throw new Error(`Route ${route.id} declares project access but has no {projectId}`)
    const projectAccess = await resolveProjectAccess({
      organizationId,
      projectId,
      userId,
      organizationRole: membership.role,
    })
    if (projectAccess === 'none') throw new AppError('NOT_FOUND')
    if (!atLeast(projectAccessLevels, projectAccess, route.access.project)) throw new AppError('NOT_ENOUGH_PERMISSIONS')
    context.projectAccess = projectAccess
  }
  return context
}
