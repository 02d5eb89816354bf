import { route } from '@platform/shared/routes'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { classifiedRoutes, classifyRoute, isolationCasesFor } from './support/route-classes.ts'

const base = {
  handler: 'test/none',
  rateLimit: 'standard',
  summary: 'test',
  response: z.object({}),
} as const

describe('attack suite route classes', () => {
  it('classifies every route of the table', () => {
    expect(classifiedRoutes().flatMap((entry) => (entry.problem ? [entry.problem] : []))).toEqual([])
  })

  it('names a route it cannot classify', () => {
    const unknownAuth = route({
      ...base,
      id: 'getPublicSite',
      method: 'GET',
      path: '/sites/{siteId}',
      auth: 'siteVisitor' as 'public',
    })
    expect(() => classifyRoute(unknownAuth)).toThrow(/getPublicSite \(GET \/sites\/\{siteId\}\): unknown auth mode/)
    const unguarded = route({
      ...base,
      id: 'listInvoices',
      method: 'GET',
      path: '/organizations/{organizationId}/invoices',
      auth: 'session',
    })
    expect(() => classifyRoute(unguarded)).toThrow(/listInvoices .* without `access`/)
  })

  it('attacks a project write route from every side', () => {
    const write = route({
      ...base,
      id: 'createThing',
      method: 'POST',
      path: '/organizations/{organizationId}/projects/{projectId}/things',
      auth: 'session',
      access: { project: 'write' },
    })
    expect(isolationCasesFor(write, classifyRoute(write))).toEqual([
      { kind: 'noSession' },
      { kind: 'otherOrganization' },
      { kind: 'otherOrganizationOwnPath' },
      { kind: 'projectHidden', member: 'hiddenFrom' },
      { kind: 'belowRequirement', member: 'projectReader' },
    ])
    const billing = route({
      ...base,
      id: 'changePlan',
      method: 'PUT',
      path: '/organizations/{organizationId}/plan',
      auth: 'session',
      access: { organization: 'admin' },
    })
    expect(isolationCasesFor(billing, classifyRoute(billing))).toContainEqual({
      kind: 'belowRequirement',
      member: 'projectWriter',
    })
  })
})
