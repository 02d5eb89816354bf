import { buildOpenApiDocument } from '@platform/shared/openapi'
import * as systemRoutes from '@platform/shared/routes/system-routes'
import { environment } from '../../platform/environment.ts'
import { defineHandler } from '../../platform/http-handler.ts'

let document: ReturnType<typeof buildOpenApiDocument> | undefined

export const handler = defineHandler(systemRoutes.getOpenApiDocument, async () => {
  // Built once per warm function: the route table cannot change while the code runs.
  document ??= buildOpenApiDocument({ version: environment().RELEASE_VERSION })
  return document
})
