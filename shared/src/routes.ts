import { z } from 'zod'
import { healthSchema } from './contracts/system.ts'
import { profileSchema } from './contracts/users.ts'

/**
 * Who may call a route.
 * - public: anyone.
 * - session: a signed-in user whose session is complete (not waiting for two-factor, password set).
 * - twoFactorPending: a session that still owes its one-time code (spec section 4, "Two-factor").
 * - embed: widget traffic identified by the `x-embed-id` header.
 */
export type AuthMode = 'public' | 'session' | 'twoFactorPending' | 'embed'

/** Throttling buckets; the numbers live with the gateway (API Gateway throttling, local limiter). */
export type RateLimitClass = 'auth' | 'standard' | 'heavy' | 'embed'

export const rateLimits: Record<RateLimitClass, { requestsPerMinute: number; burst: number }> = {
  auth: { requestsPerMinute: 120, burst: 60 },
  standard: { requestsPerMinute: 600, burst: 100 },
  heavy: { requestsPerMinute: 30, burst: 10 },
  embed: { requestsPerMinute: 120, burst: 30 },
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

export interface RouteDefinition {
  /** Stable identifier: names the Lambda function, the OpenAPI operation and the client call. */
  id: string
  method: HttpMethod
  /** Path under the API prefix, with `{name}` parameters, as API Gateway writes them. */
  path: string
  /** Module under `functions/src/handlers/`, without extension; it exports `handler`. */
  handler: string
  auth: AuthMode
  rateLimit: RateLimitClass
  summary: string
  request?: {
    params?: z.ZodObject
    query?: z.ZodObject
    body?: z.ZodType
    /** multipart uploads are parsed by the handler; the schema documents the fields. */
    multipart?: boolean
  }
  response: z.ZodType
  /** False for documents served as they are (the OpenAPI document); errors are still enveloped. */
  envelope?: boolean
  /** Lambda sizing for routes that do heavy work (defaults: 512 MB, 29 s). */
  memoryMb?: number
  timeoutSeconds?: number
}

/** Prefix every route of the table is served under, in the cloud and locally. */
export const apiPrefix = '/api'

function route<const T extends RouteDefinition>(definition: T): T {
  return definition
}

/**
 * The route table: one entry per endpoint. CDK builds API Gateway routes and one Lambda per entry from it,
 * the local gateway serves it, the console's client is typed by it and the OpenAPI document is generated from it.
 * Routes join the table when their handler lands; the spec (section 7) lists the whole product.
 */
export const routes = {
  getHealth: route({
    id: 'getHealth',
    method: 'GET',
    path: '/health',
    handler: 'system/get-health',
    auth: 'public',
    rateLimit: 'standard',
    summary: 'Reports the service and each dependency it can reach.',
    response: healthSchema,
  }),
  getOpenApiDocument: route({
    id: 'getOpenApiDocument',
    method: 'GET',
    path: '/openapi.json',
    handler: 'system/get-openapi-document',
    auth: 'public',
    rateLimit: 'standard',
    summary: 'The OpenAPI 3.1 document of this API, generated from the route table.',
    response: z.record(z.string(), z.unknown()),
    envelope: false,
  }),
  getCurrentUser: route({
    id: 'getCurrentUser',
    method: 'GET',
    path: '/users/me',
    handler: 'users/get-current-user',
    auth: 'session',
    rateLimit: 'standard',
    summary: "The signed-in user's profile.",
    response: profileSchema,
  }),
} as const satisfies Record<string, RouteDefinition>

export type RouteId = keyof typeof routes
export const routeList: RouteDefinition[] = Object.values(routes)

/** Turns `/users/{userId}` into a matcher that yields `{ userId }`. */
export function compilePath(path: string): (candidate: string) => Record<string, string> | undefined {
  const names: string[] = []
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_whole, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const expression = new RegExp(`^${pattern}/?$`)
  return (candidate) => {
    const match = expression.exec(candidate)
    if (!match) return undefined
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]))
  }
}

/** Builds a concrete path from a route path and its parameters, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(value)
  })
}
