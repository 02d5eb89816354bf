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
import { type RecordOf, readInOneRoundTrip } from '../data/read-in-one-round-trip.ts'
import { keepRequestRecord } from '../data/request-records.ts'
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
function projectAccessOf(
  project: { deleting?: boolean } | null,
  grant: { access: ProjectAccess } | null,
  organizationRole: OrganizationRole,
): ProjectAccess {
  if (!project || project.deleting) return 'none'
  if (organizationRole === 'admin') return 'manage'
  return grant?.access ?? defaultProjectAccess(organizationRole)
}

/**
 * The one permission check every route goes through (driven by the route table's `access`). Non-members get
 * NOT_FOUND, so an organization's existence is not revealed; members without the right get
 * NOT_ENOUGH_PERMISSIONS. A user with neither a password nor Google sign-in gets PASSWORD_NOT_SET (spec §4).
 *
 * Everything it needs is read in one round trip (BatchGetItem): the user, the membership and, on project routes,
 * the project and the caller's grant, plus the version of a version route, which is kept for the handler
 * (`takeRequestRecord`) so that `requireVersion` does not read it again. Reads the route starts in the same turn
 * (`readWithAccess` of `defineHandler`) join the same batch.
 */
export async function authorizeAccess(
  route: RouteDefinition,
  userId: string,
  pathParameters: Record<string, string | undefined>,
): Promise<AccessContext | undefined> {
  if (!route.access) return undefined
  const organizationId = pathParameters.organizationId
  if (!organizationId) throw new Error(`Route ${route.id} declares access but has no {organizationId}`)
  const projectId = route.access.project ? pathParameters.projectId : undefined
  if (route.access.project && !projectId)
    throw new Error(`Route ${route.id} declares project access but has no {projectId}`)
  const versionId = projectId && route.path.includes('{versionId}') ? pathParameters.versionId : undefined
  const { entities } = db()
  const projectKey = { organizationId, projectId: projectId ?? '' }
  const versionKey = { organizationId, projectId: projectId ?? '', versionId: versionId ?? '' }
  const reading = readInOneRoundTrip([
    { entity: entities.user, key: { userId } },
    { entity: entities.membership, key: { organizationId, userId } },
    ...(projectId
      ? [
          { entity: entities.project, key: projectKey },
          { entity: entities.projectAccessGrant, key: { ...projectKey, userId } },
        ]
      : []),
    ...(versionId ? [{ entity: entities.version, key: versionKey }] : []),
  ])
  // Kept now, while the reads are queued: reads a route starts in this turn (`readWithAccess`) take it and join the
  // batch instead of reading the version again. The handler runs only if the check below passes.
  if (versionId && route.access.project) {
    const version = reading.then((records) => records[4] ?? null)
    version.catch(() => undefined)
    keepRequestRecord('version', versionKey, version)
  }
  const records = await reading
  const user = records[0] as RecordOf<typeof entities.user>
  const membership = records[1] as RecordOf<typeof entities.membership>
  const project = records[2] as RecordOf<typeof entities.project> | undefined
  const grant = records[3] as RecordOf<typeof entities.projectAccessGrant> | undefined
  if (!user) throw new AppError('UNAUTHORIZED')
  if (!user.passwordSet && !user.oauthEnabled) throw new AppError('PASSWORD_NOT_SET')
  if (!membership) throw new AppError('NOT_FOUND')
  const required = route.access.organization ?? 'viewer'
  if (!atLeast(organizationRoles, membership.role, required)) throw new AppError('NOT_ENOUGH_PERMISSIONS')
  const context: AccessContext = { organizationId, organizationRole: membership.role }
  if (route.access.project) {
    const projectAccess = projectAccessOf(project ?? null, grant ?? null, membership.role)
    if (projectAccess === 'none') throw new AppError('NOT_FOUND')
    if (!atLeast(projectAccessLevels, projectAccess, route.access.project)) throw new AppError('NOT_ENOUGH_PERMISSIONS')
    context.projectAccess = projectAccess
  }
  return context
}
