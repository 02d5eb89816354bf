import * as z from 'zod'
import { healthSchema } from '../contracts/system.ts'
import { route } from '../route-definition.ts'

export const getHealth = /* @__PURE__ */ route({
  id: 'getHealth',
  method: 'GET',
  path: '/health',
  handler: 'system/get-health',
  auth: 'public',
  rateLimit: 'standard',
  summary: 'Reports the service and each dependency it can reach.',
  response: healthSchema,
})

export const getOpenApiDocument = /* @__PURE__ */ route({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  handler: 'system/get-openapi-document',
  auth: 'public',
  rateLimit: 'standard',
  summary: 'The OpenAPI 3.1 document of this API, generated from the route table.',
  response: /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown()),
  envelope: false,
})

export const systemRoutes = {
  getHealth,
  getOpenApiDocument,
}
