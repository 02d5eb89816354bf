import type { RouteDefinition } from '@platform/shared/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../infra/local/local-platform.ts'
import { type AttackRequest, cookieHeader, reportFigures, send } from './support/attack-client.ts'
import {
  classifiedRoutes,
  expectedStatus,
  type IsolationCase,
  isolationCasesFor,
  type RouteClass,
} from './support/route-classes.ts'
import { jsonSchemaOf, sampleOf } from './support/schema-samples.ts'
import { setUpTenants, type Tenants, victimIdsFor, victimMarker } from './support/tenants.ts'

/**
 * The isolation matrix of the standing attack suite, generated from the route table: every route is attacked without
 * a session, by another organization holding the victim's real ids (in the path and in the body), by members below
 * the route's requirement and by a member the project is hidden from. Every attempt must be refused with the
 * catalogue's error, no answer may carry the victim's data, and the victim's reads must be the same afterwards.
 */
let platform: LocalPlatform
let tenants: Tenants
const figures = { routes: 0, cases: 0, refused: 0, serverErrors: 0, leaks: 0, readsCompared: 0, readsChanged: 0 }
const before = new Map<string, string>()
let unstableReads: string[] = []

const routes = classifiedRoutes()

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
  tenants = await setUpTenants(platform)
  // The seeding starts jobs (a file's extraction, then its knowledge): the baseline waits until no seeded source or
  // job is still pending or running (a job worker starting on a busy machine can hold a file pending for seconds,
  // which looked stable and then changed during the attack) and every read is stable from one round to the next,
  // except reads that change in every round on their own (an export's timestamp), which prove nothing.
  const stillWorking = /"status":"(pending|queued|running)"/
  let previous = new Map<string, string>()
  let stable = new Map<string, string>()
  const roundsChanged = new Map<string, number>()
  const deadline = Date.now() + 120_000
  for (let round = 1; Date.now() < deadline; round += 1) {
    const current = await readVictim()
    stable = new Map([...current].filter(([id, text]) => previous.get(id) === text))
    for (const id of current.keys()) if (!stable.has(id)) roundsChanged.set(id, (roundsChanged.get(id) ?? 0) + 1)
    previous = current
    const movers = [...current.keys()].filter((id) => roundsChanged.get(id) === round)
    const working = [...current.values()].some((text) => stillWorking.test(text))
    if (round >= 3 && !working && stable.size + movers.length === current.size) break
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  for (const [id, text] of stable) before.set(id, text)
  unstableReads = [...previous.keys()].filter((id) => !stable.has(id))
  // Seeding plus waiting for the seeded jobs to end.
}, 300_000)

afterAll(async () => {
  await platform?.stop()
})

function requestFor(route: RouteDefinition, ids: (name: string) => string, cookie?: string): AttackRequest {
  const path = route.path.replace(/\{(\w+)\+?\}/g, (_whole, name: string) => encodeURIComponent(ids(name)))
  const query = route.request?.query
    ? Object.fromEntries(
        Object.entries((sampleOf(jsonSchemaOf(route.request.query), ids) as object) ?? {}).map(([name, value]) => [
          name,
          String(value),
        ]),
      )
    : undefined
  const body = route.request?.body ? sampleOf(jsonSchemaOf(route.request.body), ids) : undefined
  return { method: route.method, path, query, body, cookie }
}

/** The victim owner's reads of everything the suite can read back: what no attack may change. */
function victimReads() {
  return routes
    .filter(
      ({ route, routeClass }) =>
        route.method === 'GET' &&
        (routeClass === 'organization' || routeClass === 'project' || routeClass === 'account'),
    )
    .map(({ route }) => ({
      route,
      request: requestFor(route, victimIdsFor(tenants, route), cookieHeader(tenants.victim.client.cookies)),
    }))
}

/** One round of the victim's reads, side by side: the answers that succeeded, by route id. */
async function readVictim(): Promise<Map<string, string>> {
  const answers = await Promise.all(
    victimReads().map(async (read) => [read.route.id, await send(platform.apiUrl, read.request, read.route)] as const),
  )
  return new Map(answers.filter(([, answer]) => answer.status === 200).map(([id, answer]) => [id, answer.text]))
}

function attackRequest(route: RouteDefinition, attack: IsolationCase): AttackRequest {
  const victimIds = victimIdsFor(tenants, route)
  switch (attack.kind) {
    case 'noSession':
      return requestFor(route, victimIds)
    case 'forgedKey':
      return {
        ...requestFor(route, victimIds),
        headers:
          route.auth === 'embed'
            ? { 'x-embed-id': 'forged-embed-id-0000', origin: 'http://customer.example' }
            : { authorization: 'Bearer forged-secret-0000' },
      }
    case 'otherOrganization':
      return requestFor(route, victimIds, cookieHeader(tenants.attacker.client.cookies))
    case 'otherOrganizationOwnPath':
      return requestFor(
        route,
        (name) => (name === 'organizationId' ? tenants.attacker.organizationId : victimIds(name)),
        cookieHeader(tenants.attacker.client.cookies),
      )
    case 'belowRequirement':
    case 'projectHidden':
      return requestFor(route, victimIds, cookieHeader(tenants.members[attack.member].client.cookies))
  }
}

const describeCase = (attack: IsolationCase) => ('member' in attack ? `${attack.kind} (${attack.member})` : attack.kind)

describe('attack suite: isolation matrix from the route table', () => {
  it.each(routes.map((entry) => [entry.route.id, entry] as const))('%s', async (_id, entry) => {
    // A route the suite cannot tell how to attack fails here by name, the day it lands.
    if (entry.problem) throw new Error(entry.problem)
    const route = entry.route
    figures.routes += 1
    const failures: string[] = []
    for (const attack of isolationCasesFor(route, entry.routeClass as RouteClass)) {
      const answer = await send(platform.apiUrl, attackRequest(route, attack), route)
      figures.cases += 1
      const expected = expectedStatus[attack.kind]
      const leaked = answer.status < 300 || answer.text.includes(victimMarker)
      if (answer.status >= 500) figures.serverErrors += 1
      if (leaked) figures.leaks += 1
      else if (expected.includes(answer.status) && !answer.envelopeProblem) figures.refused += 1
      if (leaked || !expected.includes(answer.status) || answer.envelopeProblem)
        failures.push(
          `${describeCase(attack)}: expected ${expected.join(' or ')}, got ${answer.status} ${answer.envelopeProblem ?? ''} ${answer.text.slice(0, 200)}`,
        )
    }
    expect(failures).toEqual([])
  })

  it('leaves every read of the victim as it was', async () => {
    const changed: string[] = []
    const after = await readVictim()
    for (const [id, expected] of before) {
      figures.readsCompared += 1
      if (after.get(id) !== expected) changed.push(`${id}: ${after.get(id)?.slice(0, 200)}`)
    }
    figures.readsChanged = changed.length
    reportFigures('isolation', {
      ...figures,
      seededRecords: tenants.seeded.size,
      readsThatMoveOnTheirOwn: unstableReads.join(' ') || 'none',
      seedingRefused: Object.entries(tenants.seedRefusals)
        .map(([id, why]) => `${id} ${why}`)
        .join('; '),
    })
    expect(changed).toEqual([])
    expect(figures.readsCompared).toBeGreaterThan(20)
  })
})
