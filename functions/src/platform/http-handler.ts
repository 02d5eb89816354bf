import middy from '@middy/core'
import { failure, success } from '@platform/shared/envelope'
import { errorCatalogue } from '@platform/shared/errors'
import type { RouteDefinition } from '@platform/shared/routes'
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda'
import type { z } from 'zod'
import { type AccessContext, authorizeAccess } from './access-control.ts'
import { AppError, isAppError } from './app-error.ts'
import { type CookieOptions, expiredCookie, readCookie, serializeCookie, sessionCookieName } from './cookies.ts'
import { environment } from './environment.ts'
import { logger } from './logger.ts'
import { authorizeSession, type SessionContext } from './session.ts'

type Input<T> = T extends z.ZodType ? z.output<T> : undefined
type RouteRequest<R extends RouteDefinition> = NonNullable<R['request']>

export interface HandlerRequest<R extends RouteDefinition> {
  body: Input<RouteRequest<R>['body']>
  query: Input<RouteRequest<R>['query']>
  params: Input<RouteRequest<R>['params']>
  /** Present on every route whose auth mode is `session` or `twoFactorPending`. */
  session: R['auth'] extends 'session' | 'twoFactorPending' ? SessionContext : undefined
  sessionToken: string | undefined
  /** Present on routes with `access`: the caller's organization role (and project access). */
  access: R['access'] extends object ? AccessContext : undefined
  /** The caller's address (behind CloudFront: the entry CloudFront appended to X-Forwarded-For). */
  sourceAddress: string
  event: APIGatewayProxyEventV2
  reply: ReplyControls
  log: typeof logger
}

/** What a handler may change about its response besides the data. */
export interface ReplyControls {
  setCookie(name: string, value: string, options?: Partial<CookieOptions>): void
  clearCookie(name: string): void
  setSessionCookie(token: string): void
  clearSessionCookie(): void
  /** A response header, kept on error answers too (CORS headers must reach the browser with the error). */
  setHeader(name: string, value: string): void
  /**
   * Answers this body instead of the JSON envelope (for example server-sent events). The implementation still
   * returns its data, which is validated against the route's response schema first.
   */
  replaceBody(contentType: string, body: string): void
}

type Implementation<R extends RouteDefinition, C> = (
  request: HandlerRequest<R> & { caller: C },
) => Promise<z.input<R['response']>>

export interface HandlerOptions<C> {
  /**
   * Identifies a caller the session cookie does not (the embed service's key and Origin), before the request is
   * parsed, so even a malformed request's error carries the headers (CORS) it sets; its result is `caller`.
   */
  authorize?: (event: APIGatewayProxyEventV2, reply: ReplyControls) => Promise<C>
}

function json(
  statusCode: number,
  body: unknown,
  cookies: string[] = [],
  extraHeaders: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extraHeaders },
    cookies,
    body: JSON.stringify(body),
  }
}

/** Headers a handler set, by invocation event, so the error path answers them too. */
const headersByEvent = new WeakMap<APIGatewayProxyEventV2, Record<string, string>>()

function describeIssues(error: z.ZodError, location: string): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join('.') : location
      return `${field}: ${issue.message}`
    })
    .join('; ')
}

function parseWith<T>(schema: z.ZodType<T> | undefined, value: unknown, location: string): T | undefined {
  if (!schema) return undefined
  const parsed = schema.safeParse(value ?? {})
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { message: describeIssues(parsed.error, location) })
  return parsed.data
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('VALIDATION_FAILED', { message: 'body: The request body is not valid JSON.' })
  }
}

/**
 * CloudFront appends the viewer's address as the last X-Forwarded-For entry (earlier entries come from the
 * client and can be forged); without CloudFront the connection's address is the caller's.
 */
function sourceAddressOf(event: APIGatewayProxyEventV2): string {
  const forwarded = event.headers?.['x-forwarded-for']?.split(',').pop()?.trim()
  return forwarded || event.requestContext?.http?.sourceIp || 'unknown'
}

/** Secure cookies everywhere but plain-http local mode, where browsers would drop them. */
function cookieDefaults(): CookieOptions {
  return { secure: environment().APP_ORIGIN.startsWith('https://'), httpOnly: true, sameSite: 'Lax', path: '/' }
}

/**
 * Turns a route of the table and one service call into a Lambda handler (middy), the same in the cloud
 * and in local mode: parse and validate the request with the route's zod schemas, check the session for
 * the route's auth mode, call the implementation, validate and wrap its answer in the envelope, and turn
 * every error into `{success:false, errors:{CODE: message}}` with the catalogue's status.
 *
 * @example
 * export const handler = defineHandler(routes.getCurrentUser, ({ session }) => getProfile(session.userId))
 */
export function defineHandler<R extends RouteDefinition, C = undefined>(
  route: R,
  implementation: Implementation<R, C>,
  options: HandlerOptions<C> = {},
) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use({
      onError: async (request) => {
        const error = request.error
        const log = logger.child({ route: route.id, requestId: request.context?.awsRequestId })
        if (isAppError(error)) {
          if (errorCatalogue[error.code].status >= 500) log.error('request failed', { error, errorCode: error.code })
          request.response = json(
            errorCatalogue[error.code].status,
            failure(error.code, error.publicMessage),
            [],
            headersByEvent.get(request.event),
          )
          return
        }
        log.error('unexpected error', { error })
        request.response = json(500, failure('UNEXPECTED_ERROR'), [], headersByEvent.get(request.event))
      },
    })
    .handler(async (event, context) => {
      const cookies: string[] = []
      const headers: Record<string, string> = {}
      headersByEvent.set(event, headers)
      let replacement: { contentType: string; body: string } | undefined
      const reply: ReplyControls = {
        setHeader: (name, value) => {
          headers[name.toLowerCase()] = value
        },
        replaceBody: (contentType, body) => {
          replacement = { contentType, body }
        },
        setCookie: (name, value, options) =>
          cookies.push(serializeCookie(name, value, { ...cookieDefaults(), ...options })),
        clearCookie: (name) => cookies.push(expiredCookie(name, cookieDefaults())),
        setSessionCookie: (token) =>
          cookies.push(
            serializeCookie(sessionCookieName, token, {
              ...cookieDefaults(),
              maxAgeSeconds: environment().SESSION_TTL_HOURS * 3600,
            }),
          ),
        clearSessionCookie: () => cookies.push(expiredCookie(sessionCookieName, cookieDefaults())),
      }
      const caller = options.authorize ? await options.authorize(event, reply) : undefined
      const sessionToken = readCookie(event.cookies, sessionCookieName)
      const needsSession = route.auth === 'session' || route.auth === 'twoFactorPending'
      const session = needsSession ? await authorizeSession(sessionToken, route.auth) : undefined
      const params = parseWith(route.request?.params, event.pathParameters, 'params')
      const access = session ? await authorizeAccess(route, session.userId, event.pathParameters ?? {}) : undefined

      const request = {
        params,
        query: parseWith(route.request?.query, event.queryStringParameters, 'query'),
        body: route.request?.body ? parseWith(route.request.body, readJsonBody(event), 'body') : undefined,
        session,
        sessionToken,
        access,
        sourceAddress: sourceAddressOf(event),
        event,
        reply,
        log: logger.child({ route: route.id, requestId: context?.awsRequestId }),
        caller,
      } as HandlerRequest<R> & { caller: C }

      const result = await implementation(request)
      const checked = route.response.safeParse(result)
      if (!checked.success) {
        // A response that breaks its own contract is our bug, never the caller's: log it and answer 500.
        request.log.error('response does not match its schema', { issues: checked.error.issues })
        throw new AppError('UNEXPECTED_ERROR')
      }
      if (replacement) {
        return {
          statusCode: 200,
          headers: { 'cache-control': 'no-store', ...headers, 'content-type': replacement.contentType },
          cookies,
          body: replacement.body,
        }
      }
      return json(200, route.envelope === false ? checked.data : success(checked.data), cookies, headers)
    })
}
