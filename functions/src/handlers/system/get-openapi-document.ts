import { encodedOpenApiDocument } from '@platform/shared/generated/openapi-document'
import { decodeOpenApiDocument } from '@platform/shared/openapi-document-encoding'
import * as systemRoutes from '@platform/shared/routes/system-routes'
import { environment } from '../../platform/environment.ts'
import { defineHandler } from '../../platform/http-handler.ts'

let document: Record<string, unknown> | undefined

/**
 * Serves the document generated from the route table (`npm run generate:openapi`, checked fresh by
 * `shared/src/openapi.test.ts`) rather than building it here: building it means constructing every schema of every
 * route, ~100 ms of this function's cold start and ~200 ms of its first request.
 */
export const handler = defineHandler(systemRoutes.getOpenApiDocument, async () => {
  if (!document) {
    const generated = decodeOpenApiDocument(encodedOpenApiDocument)
    document = { ...generated, info: { ...(generated.info as object), version: environment().RELEASE_VERSION } }
  }
  return document
})
