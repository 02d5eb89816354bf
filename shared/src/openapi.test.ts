import { describe, expect, it } from 'vitest'
import { encodedOpenApiDocument } from './generated/openapi-document.ts'
import { buildOpenApiDocument } from './openapi.ts'
import { decodeOpenApiDocument, generatedDocumentVersion } from './openapi-document-encoding.ts'
import { openApiPath, routeList } from './routes.ts'

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument({ version: '1.2.3' })

  it('describes every route of the table under /api with its operation id', () => {
    for (const route of routeList) {
      const operation = document.paths[`/api${openApiPath(route.path)}`]?.[route.method.toLowerCase()] as {
        operationId: string
      }
      expect(operation?.operationId, route.id).toBe(route.id)
    }
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe('1.2.3')
  })

  it('documents the envelope and the error catalogue', () => {
    const health = document.paths['/api/health']?.get as { responses: Record<string, unknown> }
    expect(JSON.stringify(health.responses[200])).toContain('"success"')
    expect(document.components['x-error-catalogue'].NOT_ENOUGH_PERMISSIONS.status).toBe(403)
  })

  it('marks session routes with the session cookie scheme', () => {
    const me = document.paths['/api/users/me']?.get as { security: unknown[] }
    expect(me.security).toEqual([{ session: [] }])
  })

  it('ships the document the route table builds (run `npm run generate:openapi` after changing a route)', () => {
    const shipped = decodeOpenApiDocument(encodedOpenApiDocument)
    expect(shipped).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument({ version: generatedDocumentVersion }))))
  })
})
