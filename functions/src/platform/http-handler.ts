import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware'
import middy from '@middy/core'
import { failure, openAiFailure, success } from '@platform/shared/envelope'
import { errorCatalogue } from '@platform/shared/errors'
import type { RouteDefinition } from '@platform/shared/routes'
import { apiHeaders, strictTransportSecurity } from '@platform/shared/security-headers'
import { exceedsJsonDepth, findUnsafeString, maximumJsonDepth } from '@platform/shared/text-safety'
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda'
import type * as z from 'zod'
import { withRequestRecords } from '../data/request-records.ts'
import { type AccessContext, authorizeAccess } from './access-control.ts'
import { AppError, isAppError } from './app-error.ts'
import { type CookieOptions, expiredCookie, readCookie, serializeCookie, sessionCookieName } from './cookies.ts'
import { isDependencyFailure } from './dependency-failure.ts'
import { environment } from './environment.ts'
import {
  addInvocationFields,
  createLogger,
  type InvocationFields,
  logger,
  takeColdStart,
  withInvocationFields,
} from './logger.ts'
import { recordMetric, recordMetrics, routeGroupOf } from './metrics.ts'
import { loadSecrets } from './secrets.ts'
import { authorizeSession, type SessionContext } from './session.ts'
import { platformTracer } from './tracer.ts'

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
  /** Answers with this HTTP status instead of 200 (the health check's 503 while a dependency is down). */
  setStatus(status: number): void
  /** A response header, kept on error answers too (CORS headers must reach the browser with the error). */
  setHeader(name: string, value: string): void
  /**
   * Answers this body instead of the JSON envelope (for example server-sent events, or a PDF's bytes, which travel
   * base64-encoded as API Gateway takes binary bodies). The implementation still returns its data, which is validated
   * against the route's response schema first.
   */
  replaceBody(contentType: string, body: string | Uint8Array): void
}

type Implementation<R extends RouteDefinition, C, Reads> = (
  request: HandlerRequest<R> & { caller: C; reads: Reads | undefined },
) => Promise<z.input<R['response']>>

/** The parsed request a route's `readWithAccess` starts its reads from. */
export interface ParsedRequest<R extends RouteDefinition> {
  params: Input<RouteRequest<R>['params']>
  query: Input<RouteRequest<R>['query']>
  body: Input<RouteRequest<R>['body']>
}

export interface HandlerOptions<R extends RouteDefinition, C, Reads> {
  /**
   * Identifies a caller the session cookie does not (the embed service's key and Origin), before the request is
   * parsed, so even a malformed request's error carries the headers (CORS) it sets; its result is `caller`.
   */
  authorize?: (event: APIGatewayProxyEventV2, reply: ReplyControls) => Promise<C>
  /**
   * Starts reads the implementation needs in the same turn as the access check, so their keyed gets
   * (`getInBatch`) join its BatchGetItem: one round trip for both. Its result is `reads`. They start before the
   * caller is known to be allowed, so they must only read (no write; nothing reaches the caller unless the check
   * passes, as the implementation runs only then). Started only when the request parsed; a promise it returns (or
   * holds as a property) that fails is seen only by whoever awaits it.
   */
  readWithAccess?: (request: ParsedRequest<R>) => Reads
}

function json(
  statusCode: number,
  body: unknown,
  cookies: string[] = [],
  extraHeaders: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...apiHeaders,
      ...(environment().APP_ORIGIN.startsWith('https://')
        ? { 'strict-transport-security': strictTransportSecurity }
        : {}),
      ...extraHeaders,
    },
    cookies,
    body: JSON.stringify(body),
  }
}

/**
 * Limits on path parameters and query values, checked before anything reads them: ids longer than this cannot be
 * ours, and past DynamoDB's key size (2 KB) they would fail as a 500 instead of a clear refusal. Greedy
 * parameters (`{path+}`, page paths) get the length of a URL.
 */
export const requestLimits = { pathParameter: 256, greedyPathParameter: 2_048, queryValue: 2_048 }

function assertBoundedParameters(route: RouteDefinition, event: APIGatewayProxyEventV2): void {
  for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
    const greedy = route.path.includes(`{${name}+}`)
    const limit = greedy ? requestLimits.greedyPathParameter : requestLimits.pathParameter
    if ((value?.length ?? 0) > limit)
      throw new AppError('VALIDATION_FAILED', { message: `${name}: Use at most ${limit} characters.` })
  }
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (name.length > 100 || (value?.length ?? 0) > requestLimits.queryValue)
      throw new AppError('VALIDATION_FAILED', {
        message: `${name.slice(0, 100)}: Use at most ${requestLimits.queryValue} characters.`,
      })
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Auth modes a browser's cookies can satisfy; the others (embed id, API key secret) are sent on purpose. */
const cookieAuthModes = new Set(['public', 'session', 'twoFactorPending'])

function headerOf(event: APIGatewayProxyEventV2, name: string): string | undefined {
  return event.headers?.[name] ?? undefined
}

/**
 * Cross-site write protection for the console's API (cookie sessions), on top of SameSite=Lax:
 * - a write whose body is not JSON is refused (415), so an HTML form or a "simple" cross-site fetch with
 *   `text/plain` cannot reach a handler;
 * - a write whose Origin is another site is refused (403), and so is one a browser marks `sec-fetch-site:
 *   cross-site`. Clients without an Origin (curl, servers) are not browsers carrying someone's cookie.
 * The embed service (`/embed/...`, auth `embed` or `apiKeySecret`, called from customers' sites and servers) has
 * its own rules: CORS per API key.
 */
function assertSameSiteJsonWrite(route: RouteDefinition, event: APIGatewayProxyEventV2): void {
  const method = event.requestContext?.http?.method ?? route.method
  if (!cookieAuthModes.has(route.auth) || route.path.startsWith('/embed/') || !writeMethods.has(method)) return
  const origin = headerOf(event, 'origin')
  if (origin !== undefined && !isOwnOrigin(origin, event)) throw new AppError('CROSS_SITE_REQUEST')
  if (!origin && headerOf(event, 'sec-fetch-site') === 'cross-site') throw new AppError('CROSS_SITE_REQUEST')
  if (route.request?.multipart || !event.body) return
  const contentType = headerOf(event, 'content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
}

/** The console's origin, or (local mode on another host name, e.g. localhost) the host the request was sent to. */
function isOwnOrigin(origin: string, event: APIGatewayProxyEventV2): boolean {
  if (origin === environment().APP_ORIGIN) return true
  try {
    return new URL(origin).host === headerOf(event, 'host')
  } catch {
    return false
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
  // No value at all (no body, no query string) is an empty object; a JSON `null` body is a value, checked as sent.
  const parsed = schema.safeParse(value === undefined ? {} : value)
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { message: describeIssues(parsed.error, location) })
  return parsed.data
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body
  // Refused before JSON.parse and every walk after it (text safety, zod, logging) can meet the nesting.
  if (exceedsJsonDepth(text))
    throw new AppError('VALIDATION_FAILED', {
      message: `body: The request body nests arrays and objects more than ${maximumJsonDepth} levels deep.`,
    })
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new AppError('VALIDATION_FAILED', { message: 'body: The request body is not valid JSON.' })
  }
  // NUL and half surrogate pairs would be stored, then break exports and other systems reading them.
  const unsafeField = findUnsafeString(parsed)
  if (unsafeField)
    throw new AppError('VALIDATION_FAILED', {
      message: `${unsafeField}: Remove NUL characters and broken Unicode (unpaired surrogates).`,
    })
  return parsed
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

/** Runs a parse now and hands its value, or its error, later: so errors keep their order (after the access check). */
function parseNow<T>(parse: () => T): () => T {
  try {
    const value = parse()
    return () => value
  } catch (error) {
    return () => {
      throw error
    }
  }
}

/** The route's reads, or none when the request did not parse (its error is answered after the access check). */
function startReads<R extends RouteDefinition, Reads>(
  readWithAccess: (request: ParsedRequest<R>) => Reads,
  request: { params: unknown; query: () => unknown; body: () => unknown },
): Reads | undefined {
  let parsed: ParsedRequest<R>
  try {
    parsed = { params: request.params, query: request.query(), body: request.body() } as ParsedRequest<R>
  } catch {
    return undefined
  }
  const reads = readWithAccess(parsed)
  markHandled(reads)
  return reads
}

/** Marks the promises `readWithAccess` returned as handled: a read a refused request never awaits fails quietly. */
function markHandled(reads: unknown): void {
  const promises = reads instanceof Promise ? [reads] : typeof reads === 'object' && reads ? Object.values(reads) : []
  for (const read of promises) if (read instanceof Promise) read.catch(() => undefined)
}

/**
 * Turns a route of the table and one service call into a Lambda handler (middy), the same in the cloud
 * and in local mode: parse and validate the request with the route's zod schemas, check the session for
 * the route's auth mode, call the implementation, validate and wrap its answer in the envelope, and turn
 * every error into `{success:false, errors:{CODE: message}}` with the catalogue's status.
 *
 * @example
 * export const handler = defineHandler(userRoutes.getCurrentUser, ({ session }) => getProfile(session.userId))
 */
export function defineHandler<R extends RouteDefinition, C = undefined, Reads = undefined>(
  route: R,
  implementation: Implementation<R, C, Reads>,
  options: HandlerOptions<R, C, Reads> = {},
) {
  return (
    middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
      // The invocation's X-Ray subsegment (cold start, errors); never the response, which holds users' texts.
      .use(captureLambdaHandler(platformTracer(), { captureResponse: false }))
      .use({
        before: async (request) => {
          invocations.set(request.event, {
            fields: invocationFieldsOf(route, request.event, request.context),
            startedAt: performance.now(),
            routeGroup: routeGroupOf(route),
          })
          // Secrets Manager values (cached), before anything reads environment(); nothing in local mode.
          await loadSecrets()
        },
        after: (request) => logRequestOutcome(request.event, request.response?.statusCode ?? 200, undefined),
        onError: async (request) => {
          const errorBody = route.errorFormat === 'openAi' ? openAiFailure : failure
          const error = request.error
          const log = createLogger({ ...invocations.get(request.event)?.fields })
          if (isAppError(error)) {
            if (errorCatalogue[error.code].status >= 500) log.error('request failed', { error, errorCode: error.code })
            request.response = json(
              errorCatalogue[error.code].status,
              errorBody(error.code, error.publicMessage),
              [],
              headersByEvent.get(request.event),
            )
            logRequestOutcome(request.event, errorCatalogue[error.code].status, error.code)
            return
          }
          if (isDependencyFailure(error)) {
            log.error('dependency unavailable', { error })
            request.response = json(503, errorBody('DEPENDENCY_UNAVAILABLE'), [], headersByEvent.get(request.event))
            logRequestOutcome(request.event, 503, 'DEPENDENCY_UNAVAILABLE')
            return
          }
          log.error('unexpected error', { error })
          request.response = json(500, errorBody('UNEXPECTED_ERROR'), [], headersByEvent.get(request.event))
          logRequestOutcome(request.event, 500, 'UNEXPECTED_ERROR')
        },
      })
      // Each invocation keeps the records the access check read for it (the version), and only for itself.
      .handler((event, context) =>
        withInvocationFields(invocations.get(event)?.fields ?? invocationFieldsOf(route, event, context), () =>
          withRequestRecords(async () => {
            const cookies: string[] = []
            let status = 200
            const headers: Record<string, string> = {}
            headersByEvent.set(event, headers)
            let replacement: { contentType: string; body: string | Uint8Array } | undefined
            const reply: ReplyControls = {
              setStatus: (value) => {
                status = value
              },
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
            assertBoundedParameters(route, event)
            assertSameSiteJsonWrite(route, event)
            const sessionToken = readCookie(event.cookies, sessionCookieName)
            const needsSession = route.auth === 'session' || route.auth === 'twoFactorPending'
            const session = needsSession ? await authorizeSession(sessionToken, route.auth) : undefined
            if (session) addInvocationFields({ userId: session.userId })
            const params = parseWith(route.request?.params, event.pathParameters, 'params')
            // Query and body are parsed before the access check for `readWithAccess`, their errors answered after it.
            const query = parseNow(() => parseWith(route.request?.query, event.queryStringParameters, 'query'))
            const body = parseNow(() =>
              route.request?.body ? parseWith(route.request.body, readJsonBody(event), 'body') : undefined,
            )
            // The access check's reads are queued first (it keeps the version for the handler), the route's join them.
            const accessCheck = session ? authorizeAccess(route, session.userId, event.pathParameters ?? {}) : undefined
            const reads = options.readWithAccess
              ? startReads(options.readWithAccess, { params, query, body })
              : undefined
            const access = await accessCheck

            const request = {
              params,
              query: query(),
              body: body(),
              reads,
              session,
              sessionToken,
              access,
              sourceAddress: sourceAddressOf(event),
              event,
              reply,
              log: logger,
              caller,
            } as HandlerRequest<R> & { caller: C; reads: Reads | undefined }

            const result = await implementation(request)
            const checked = route.response.safeParse(result)
            if (!checked.success) {
              // A response that breaks its own contract is our bug, never the caller's: log it and answer 500.
              request.log.error('response does not match its schema', { issues: checked.error.issues })
              throw new AppError('UNEXPECTED_ERROR')
            }
            if (replacement) {
              return {
                statusCode: status,
                headers: { 'cache-control': 'no-store', ...headers, 'content-type': replacement.contentType },
                cookies,
                ...(typeof replacement.body === 'string'
                  ? { body: replacement.body }
                  : { body: Buffer.from(replacement.body).toString('base64'), isBase64Encoded: true }),
              }
            }
            return json(status, route.envelope === false ? checked.data : success(checked.data), cookies, headers)
          }),
        ),
      )
  )
}

/** Each invocation's log fields and start, by its event: the pipeline's steps share them, and only them. */
const invocations = new WeakMap<
  APIGatewayProxyEventV2,
  { fields: InvocationFields; startedAt: number; routeGroup: string }
>()

function invocationFieldsOf(
  route: RouteDefinition,
  event: APIGatewayProxyEventV2,
  context: Context | undefined,
): InvocationFields {
  const { organizationId, projectId } = event.pathParameters ?? {}
  return {
    requestId: context?.awsRequestId,
    route: route.id,
    ...(organizationId ? { organizationId } : {}),
    ...(projectId ? { projectId } : {}),
    coldStart: takeColdStart(),
  }
}

/**
 * The one line every request ends with (status, outcome, duration, error code), and the request metrics the alarms
 * read: requests, server errors and latency per route group, errors by catalogue code and throttled calls.
 */
function logRequestOutcome(event: APIGatewayProxyEventV2, status: number, errorCode: string | undefined): void {
  const invocation = invocations.get(event)
  const outcome = status >= 500 ? 'failed' : status >= 400 ? 'refused' : 'succeeded'
  const durationMilliseconds = invocation ? Math.round(performance.now() - invocation.startedAt) : undefined
  const log = createLogger({ ...invocation?.fields })
  const fields = { status, outcome, durationMilliseconds, ...(errorCode ? { errorCode } : {}) }
  if (outcome === 'failed') log.error('request answered', fields)
  else log.info('request answered', fields)
  if (invocation && durationMilliseconds !== undefined)
    recordMetrics(
      { Requests: 1, ServerErrors: outcome === 'failed' ? 1 : 0, Latency: durationMilliseconds },
      { routeGroup: invocation.routeGroup },
    )
  if (errorCode) recordMetric('Errors', 1, { errorCode })
  if (status === 429) recordMetric('ThrottledCalls', 1)
}
