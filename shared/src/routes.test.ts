import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { unboundedFields } from './contracts/unbounded-fields.ts'
import { buildPath, compilePath, pathParameterNames, routeList } from './routes.ts'

const handlersFolder = fileURLToPath(new URL('../../functions/src/handlers/', import.meta.url))

describe('route table', () => {
  it('gives every route a unique id and a unique method and path', () => {
    expect(new Set(routeList.map((route) => route.id)).size).toBe(routeList.length)
    expect(new Set(routeList.map((route) => `${route.method} ${route.path}`)).size).toBe(routeList.length)
  })

  it.each(routeList.map((route) => [route.id, route.handler]))('%s has its handler module %s', (_id, handler) => {
    expect(existsSync(`${handlersFolder}${handler}.ts`)).toBe(true)
  })

  it('protects every organization route with a role and every project route with project access', () => {
    for (const route of routeList) {
      if (route.path.includes('{organizationId}')) {
        expect(route.auth, route.id).toBe('session')
        // The access check needs at least membership (`organization` defaults to viewer).
        expect(route.access, route.id).toBeDefined()
      }
      if (route.path.includes('{projectId}')) expect(route.access?.project, route.id).toBeDefined()
    }
  })

  it('declares every path parameter it uses in its params schema', () => {
    for (const route of routeList) {
      const names = pathParameterNames(route.path)
      const declared = Object.keys(route.request?.params?.shape ?? {})
      expect(declared.sort(), route.id).toEqual(names.sort())
    }
  })
})

describe('compilePath', () => {
  it('extracts and decodes parameters', () => {
    const match = compilePath('/organizations/{organizationId}/projects/{projectId}')
    expect(match('/organizations/org-1/projects/a%2Fb')).toEqual({ organizationId: 'org-1', projectId: 'a/b' })
    expect(match('/organizations/org-1/projects/p/')).toEqual({ organizationId: 'org-1', projectId: 'p' })
  })

  it('refuses other paths, extra segments and empty parameters', () => {
    const match = compilePath('/users/{userId}')
    expect(match('/users')).toBeUndefined()
    expect(match('/users/')).toBeUndefined()
    expect(match('/users/a/b')).toBeUndefined()
    expect(match('/users.me')).toBeUndefined()
  })
})

describe('greedy parameters', () => {
  it('match the rest of the path, decoded or not', () => {
    const match = compilePath('/versions/{versionId}/pages/{pageId+}')
    expect(match('/versions/v1/pages/%2Fsettings%2Fbilling')).toEqual({ versionId: 'v1', pageId: '/settings/billing' })
    expect(match('/versions/v1/pages//settings/billing')).toEqual({ versionId: 'v1', pageId: '/settings/billing' })
    expect(match('/versions/v1/pages/')).toBeUndefined()
    expect(buildPath('/pages/{pageId+}', { pageId: '/a/b' })).toBe('/pages/%2Fa%2Fb')
  })
})

describe('buildPath', () => {
  it('encodes values and refuses missing ones', () => {
    expect(buildPath('/pages/{pageId}', { pageId: 'https://x.test/a b' })).toBe('/pages/https%3A%2F%2Fx.test%2Fa%20b')
    expect(() => buildPath('/pages/{pageId}', {})).toThrow('pageId')
  })
})

describe('request bounds', () => {
  // Path parameters and query values are bounded for every route by the pipeline (requestLimits); bodies are
  // bounded here, in their schemas, so a route added tomorrow with an unbounded field fails this test.
  it.each(routeList.filter((route) => route.request?.body).map((route) => [route.id, route.request?.body]))(
    '%s bounds every string, array and record of its body',
    (_id, body) => {
      expect(unboundedFields(body as NonNullable<typeof body>)).toEqual([])
    },
  )
})
