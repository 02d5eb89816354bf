import { type RouteDefinition, routeList } from '@platform/shared/routes'
import { expect } from 'vitest'
import { waitForEmail } from '../../../support/mailbox.ts'
import { createApiClient, invitationTokenFrom } from '../../support/api-client.ts'
import { type Client, createWorkspace, signUp, type Workspace } from '../../support/workspace.ts'
import { cookieHeader, send } from './attack-client.ts'
import { classifyRoute, type Member, memberHoldings } from './route-classes.ts'
import { isIdField, jsonSchemaOf, sampleOf } from './schema-samples.ts'

/** Written into the victim's data; an attacker's answer that contains it has leaked. */
export const victimMarker = 'VICTIM-SECRET-7f3a'
const password = 'correct horse 42'

export interface Tenants {
  victim: Workspace
  attacker: Workspace
  members: Record<Member, { client: Client; userId: string }>
  /** The victim's seeded records by the collection path (route path) that created them. */
  seeded: Map<string, string>
  /** Seeding calls that were refused, by route id (a route needing a trained model, for one). */
  seedRefusals: Record<string, string>
}

async function acceptInvitation(platform: { apiUrl: string; mailboxUrl: string }, email: string): Promise<Client> {
  const client = createApiClient(platform.apiUrl)
  const token = invitationTokenFrom(await waitForEmail(platform.mailboxUrl, email))
  expect((await client.post('/auth/verify-invite', { token, name: 'Member', password })).status).toBe(200)
  return client
}

/** The data every create route of a project makes, from the route table, so new content types are seeded too. */
const seedingRoutes = () =>
  routeList.filter(
    (route) =>
      route.method === 'POST' &&
      route.id.startsWith('create') &&
      classifyRoute(route) === 'project' &&
      route.request?.body,
  )

/** The id of what a create route made: its own `id`, or that of the record it wraps (`{ file: {id} }`). */
const idOfCreated = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined
  const record = data as Record<string, unknown>
  if (typeof record.id === 'string') return record.id
  for (const inner of Object.values(record)) {
    const id = (inner as { id?: unknown } | null)?.id
    if (typeof id === 'string') return id
  }
  return undefined
}

/**
 * Two organizations on one platform: the victim's (an owner, members holding each access level below theirs, and one
 * record made by every create route) and the attacker's (its own organization and project).
 */
export async function setUpTenants(platform: { apiUrl: string; mailboxUrl: string }): Promise<Tenants> {
  const victim = await createWorkspace(await signUp(platform, 'victim-owner@example.com', password), victimMarker)
  const base = `/organizations/${victim.organizationId}`
  const emails = Object.fromEntries(
    (Object.keys(memberHoldings) as Member[]).map((member) => [member, `${member.toLowerCase()}@example.com`]),
  ) as Record<Member, string>
  const invited = (Object.keys(memberHoldings) as Member[]).filter((member) => member !== 'owner')
  const invitation = await victim.client.post(`${base}/users/invite`, {
    users: invited.map((member) => ({ email: emails[member], role: memberHoldings[member].role })),
  })
  expect(invitation.status).toBe(200)
  const clients: Partial<Record<Member, Client>> = { owner: victim.client }
  for (const member of invited) clients[member] = await acceptInvitation(platform, emails[member])
  const projectPath = `${base}/projects/${victim.projectId}`
  const projectUsers = await victim.client.get<Array<{ userId: string; email: string }>>(`${projectPath}/users`)
  const userIds = Object.fromEntries(projectUsers.data.map((user) => [user.email, user.userId]))
  for (const member of invited) {
    const granted = await victim.client.put(`${projectPath}/users`, {
      userId: userIds[emails[member]],
      access: memberHoldings[member].project,
    })
    expect(granted.status, member).toBe(200)
  }
  const members = Object.fromEntries(
    (Object.keys(memberHoldings) as Member[]).map((member) => [
      member,
      { client: clients[member] as Client, userId: userIds[emails[member]] ?? '' },
    ]),
  ) as Tenants['members']

  const seeded = new Map<string, string>()
  const seedRefusals: Record<string, string> = {}
  const victimIds = { organizationId: victim.organizationId, projectId: victim.projectId, versionId: victim.versionId }
  for (const route of seedingRoutes()) {
    const body = sampleOf(jsonSchemaOf(route.request?.body as never), () => undefined, '', victimMarker)
    const answer = await send(
      platform.apiUrl,
      {
        method: route.method,
        path: route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => victimIds[name as keyof typeof victimIds]),
        body,
        cookie: cookieHeader(victim.client.cookies),
      },
      route,
    )
    const id = idOfCreated((answer.body as { data?: unknown })?.data)
    if (answer.status === 200 && id) seeded.set(route.path, id)
    else seedRefusals[route.id] = `${answer.status} ${answer.errorCodes.join(',')}`
  }
  for (const route of routeList.filter((candidate) => candidate.request?.multipart)) {
    if (classifyRoute(route) !== 'project') continue
    const form = new FormData()
    form.append('file', new Blob([`${victimMarker} shipping handbook`], { type: 'text/plain' }), `${victimMarker}.txt`)
    const response = await fetch(
      `${platform.apiUrl}${route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => victimIds[name as keyof typeof victimIds])}`,
      { method: 'POST', body: form, headers: { cookie: cookieHeader(victim.client.cookies) } },
    )
    const answer = (await response.json()) as { data?: unknown; errors?: object }
    const id = idOfCreated(answer.data)
    if (response.ok && id) seeded.set(route.path, id)
    else seedRefusals[route.id] = `${response.status} ${Object.keys(answer.errors ?? {}).join(',')}`
  }

  const attacker = await createWorkspace(await signUp(platform, 'attacker@example.com', password), 'Attacker Inc')
  return { victim, attacker, members, seeded, seedRefusals }
}

/**
 * The victim's real id for a path parameter or body field of a route: the organization, project and version; a
 * member for user ids; a record the seeding made for the collection the route's path names; otherwise an id of the
 * right shape that names nothing (the route still sits behind the organization and project checks).
 */
export function victimIdsFor(tenants: Tenants, route: RouteDefinition): (name: string) => string {
  const { victim, members, seeded } = tenants
  const fixed: Record<string, string> = {
    organizationId: victim.organizationId,
    projectId: victim.projectId,
    versionId: victim.versionId,
    userId: members.projectWriter.userId,
  }
  const normalize = (text: string) => text.replace(/[-_]/g, '').toLowerCase()
  return (name) => {
    if (fixed[name]) return fixed[name]
    for (const [collection, id] of seeded) {
      if (route.path.startsWith(`${collection}/{${name}`)) return id
    }
    if (name === 'id' || name === 'ids' || name === 'item') {
      const collection = seeded.get(route.path) ?? seeded.get(route.path.replace(/\/[^/{]+$/, ''))
      if (collection) return collection
    }
    if (isIdField(name)) {
      const stem = normalize(name.replace(/Ids?$/, ''))
      for (const [collection, id] of seeded) {
        const last = normalize(collection.split('/').pop() ?? '')
        if (last === stem || last === `${stem}s`) return id
      }
    }
    return `victim-${name}-0000000000`
  }
}
