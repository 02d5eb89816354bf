import type * as z from 'zod'
import type { OrganizationRole, ProjectAccess } from './contracts/access.ts'

/**
 * Who may call a route.
 * - public: anyone.
 * - session: a signed-in user whose session is complete (not waiting for two-factor, password set).
 * - twoFactorPending: a session that still owes its one-time code (spec section 4, "Two-factor").
 * - embed: widget traffic identified by the `x-embed-id` header (an API key's public embed id), from a page whose
 *   Origin the key allows.
 * - apiKeySecret: server-to-server calls carrying an API key's secret as `Authorization: Bearer …`.
 */
export type AuthMode = 'public' | 'session' | 'twoFactorPending' | 'embed' | 'apiKeySecret'

/** Throttling buckets; the numbers live with the gateway (API Gateway throttling, local limiter). */
export type RateLimitClass = 'auth' | 'standard' | 'heavy' | 'embed'

export const rateLimits: Record<RateLimitClass, { requestsPerMinute: number; burst: number }> = {
  auth: { requestsPerMinute: 120, burst: 60 },
  standard: { requestsPerMinute: 600, burst: 100 },
  heavy: { requestsPerMinute: 30, burst: 10 },
  embed: { requestsPerMinute: 120, burst: 30 },
}

/** OPTIONS only for CORS preflights of routes browsers call from other origins (the embed service). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'

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
  /**
   * What the caller must hold, checked in one place before the handler runs: the organization role for routes
   * under `/organizations/{organizationId}`, the project access for routes under `.../projects/{projectId}`.
   * Non-members get NOT_FOUND, members without the right NOT_ENOUGH_PERMISSIONS.
   */
  access?: { organization?: OrganizationRole; project?: ProjectAccess }
  /** False for documents served as they are (the OpenAPI document); errors follow `errorFormat`. */
  envelope?: boolean
  /**
   * How errors are answered: the envelope (default), or `openAi`, OpenAI's error object with the same status
   * (`{error:{message,type,code,param}}`), for the OpenAI-compatible routes, whose callers use OpenAI's client
   * libraries: those read only that shape and otherwise show "401 status code (no body)".
   */
  errorFormat?: 'envelope' | 'openAi'
  /** Lambda sizing for routes that do heavy work (defaults: 512 MB, 29 s). */
  memoryMb?: number
  timeoutSeconds?: number
}

/** Prefix every route of the table is served under, in the cloud and locally. */
export const apiPrefix = '/api'

/** Declares one route with its literal types kept, so handlers and the client infer their shapes. */
export function route<const T extends RouteDefinition>(definition: T): T {
  return definition
}

/**
 * Path parameters: `{name}` matches one segment; `{name+}` (last in a path, as API Gateway allows) matches
 * the rest, slashes included, for ids such as page paths that API Gateway may hand over decoded.
 */
const parameterPattern = /\{(\w+)(\+?)\}/g

/** Names of the path parameters of a route path, without the greedy marker. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(parameterPattern)].map((match) => match[1] ?? '')
}

/** The path as OpenAPI writes it (no greedy marker). */
export function openApiPath(path: string): string {
  return path.replace(parameterPattern, (_whole, name: string) => `{${name}}`)
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/** Turns `/users/{userId}` into a matcher that yields `{ userId }`. */
export function compilePath(path: string): (candidate: string) => Record<string, string> | undefined {
  const names: string[] = []
  let pattern = ''
  let consumed = 0
  for (const match of path.matchAll(parameterPattern)) {
    pattern += escapeForPattern(path.slice(consumed, match.index)) + (match[2] ? '(.+?)' : '([^/]+)')
    names.push(match[1] ?? '')
    consumed = (match.index ?? 0) + match[0].length
  }
  pattern += escapeForPattern(path.slice(consumed))
  const expression = new RegExp(`^${pattern}/?$`)
  return (candidate) => {
    const match = expression.exec(candidate)
    if (!match) return undefined
    try {
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]))
    } catch {
      return undefined
    }
  }
}

/** Builds a concrete path from a route path and its parameters, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(parameterPattern, (_whole, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(value)
  })
}
