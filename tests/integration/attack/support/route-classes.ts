import { atLeast, organizationRoles, projectAccessLevels } from '@platform/shared/contracts/access'
import { type RouteDefinition, routeList } from '@platform/shared/routes'

/**
 * How the attack suite attacks a route, decided from its entry in the route table alone:
 * - public: anyone may call it; only bad input applies.
 * - twoFactorPending: a half-finished sign-in; without a session it must be refused.
 * - account: a signed-in user's own things (`/users/me`, their organizations); without a session it must be refused.
 * - organization / project: tenant data; refused without a session, to another organization's member, to a role
 *   below the route's requirement and (project) to a member the project hides.
 * - embed / apiKeySecret: the embed service; refused without its key and with a forged one.
 */
export type RouteClass =
  | 'public'
  | 'twoFactorPending'
  | 'account'
  | 'organization'
  | 'project'
  | 'embed'
  | 'apiKeySecret'

export class UnclassifiedRouteError extends Error {}

export function classifyRoute(route: RouteDefinition): RouteClass {
  const where = `${route.id} (${route.method} ${route.path})`
  const refuse = (why: string): never => {
    throw new UnclassifiedRouteError(`The attack suite cannot classify route ${where}: ${why}`)
  }
  const organizationScoped = route.path.includes('{organizationId}')
  const projectScoped = route.path.includes('{projectId}')
  switch (route.auth) {
    case 'public':
      if (organizationScoped || route.access) refuse('a public route that names an organization or declares access')
      return 'public'
    case 'twoFactorPending':
      return 'twoFactorPending'
    case 'embed':
    case 'apiKeySecret':
      if (organizationScoped) refuse(`an ${route.auth} route that names an organization in its path`)
      return route.auth
    case 'session':
      if (!route.access) {
        if (organizationScoped) refuse('a session route under {organizationId} without `access`')
        return 'account'
      }
      if (!organizationScoped) refuse('`access` declared on a path without {organizationId}')
      if (route.access.project) {
        if (!projectScoped) refuse('project access declared on a path without {projectId}')
        return 'project'
      }
      if (projectScoped) refuse('a path under {projectId} without project access')
      return 'organization'
    default:
      return refuse(`unknown auth mode "${String((route as { auth: unknown }).auth)}"`)
  }
}

/** The members of the victim's organization the suite signs in as, and what each holds. */
export const memberHoldings = {
  owner: { role: 'admin', project: 'manage' },
  projectWriter: { role: 'editor', project: 'write' },
  projectReader: { role: 'editor', project: 'read' },
  hiddenFrom: { role: 'viewer', project: 'none' },
} as const
export type Member = keyof typeof memberHoldings

export type IsolationCase =
  | { kind: 'noSession' }
  | { kind: 'forgedKey' }
  /** The attacker's session, the victim's ids in path and body. */
  | { kind: 'otherOrganization' }
  /** The attacker's session and organization, the victim's other ids in path and body. */
  | { kind: 'otherOrganizationOwnPath' }
  /** A member of the victim's organization whose role or project access is below the route's requirement. */
  | { kind: 'belowRequirement'; member: Member }
  | { kind: 'projectHidden'; member: Member }

/** What each case must answer: the status of the catalogue error it expects. */
export const expectedStatus: Record<IsolationCase['kind'], number[]> = {
  noSession: [401],
  forgedKey: [401],
  otherOrganization: [404],
  otherOrganizationOwnPath: [404],
  belowRequirement: [403],
  projectHidden: [404],
}

/** The member just below a route's requirement (role for organization routes, project access for project routes). */
function memberBelow(route: RouteDefinition): Member | undefined {
  const members = Object.entries(memberHoldings) as Array<[Member, (typeof memberHoldings)[Member]]>
  const requiredRole = route.access?.organization ?? 'viewer'
  const requiredProject = route.access?.project
  return members.find(([, held]) => {
    const roleHolds = atLeast(organizationRoles, held.role, requiredRole)
    if (!requiredProject) return !roleHolds
    // Below on the project, never hidden from it (that is its own case), and allowed by the organization role.
    return roleHolds && held.project !== 'none' && !atLeast(projectAccessLevels, held.project, requiredProject)
  })?.[0]
}

export function isolationCasesFor(route: RouteDefinition, routeClass: RouteClass): IsolationCase[] {
  switch (routeClass) {
    case 'public':
      return []
    case 'twoFactorPending':
    case 'account':
      return [{ kind: 'noSession' }]
    case 'embed':
    case 'apiKeySecret':
      return [{ kind: 'noSession' }, { kind: 'forgedKey' }]
    case 'organization':
    case 'project': {
      const cases: IsolationCase[] = [{ kind: 'noSession' }, { kind: 'otherOrganization' }]
      if (routeClass === 'project') {
        cases.push({ kind: 'otherOrganizationOwnPath' }, { kind: 'projectHidden', member: 'hiddenFrom' })
      }
      const below = memberBelow(route)
      if (below) cases.push({ kind: 'belowRequirement', member: below })
      return cases
    }
  }
}

/** Every route with its class, or the reason the suite cannot attack it (reported as a failing test by name). */
export function classifiedRoutes(): Array<{ route: RouteDefinition; routeClass?: RouteClass; problem?: string }> {
  return routeList.map((route) => {
    try {
      return { route, routeClass: classifyRoute(route) }
    } catch (error) {
      if (error instanceof UnclassifiedRouteError) return { route, problem: error.message }
      throw error
    }
  })
}
