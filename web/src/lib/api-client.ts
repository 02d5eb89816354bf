import { describeFailure, errorEnvelopeSchema } from '@platform/shared/envelope'
import { blockedRequestMessage, errorCatalogue } from '@platform/shared/errors'
import { apiPrefix, buildPath, type HttpMethod, type RouteDefinition } from '@platform/shared/routes'

/** Window events of spec section 7 ("Events"); the app shell listens for them. */
export const sessionTimedOutEvent = 'session-timed-out'
export const passwordNotSetEvent = 'password-not-set'

/** Spec section 9: how long requests stay blocked after a session timeout. */
export const requestBlockMilliseconds = 30_000

/**
 * A failed API answer (status below 500). `message` is the spec's `KEY: message` text, ready for a toast.
 * `handled` is true when the client already told the user (toast or session event), so callers stay quiet.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly errors: Readonly<Record<string, string>>,
    message: string,
    readonly handled = false,
  ) {
    super(message)
  }

  get codes(): string[] {
    return Object.keys(this.errors)
  }

  hasCode(code: string): boolean {
    return code in this.errors
  }

  /** The catalogue's messages alone, as sentences: what a person reads (the codes are for reports). */
  get readableMessage(): string {
    const messages = Object.values(this.errors)
    return messages.length > 0 ? messages.join(' ') : this.message
  }
}

/** Spec section 4: thrown instead of sending a request while the post-timeout block lasts. */
export class RequestBlockedError extends Error {
  override readonly name = 'RequestBlockedError'

  constructor(readonly secondsLeft: number) {
    super(blockedRequestMessage(secondsLeft))
  }
}

export type QueryValue = string | number | boolean | null | undefined

export interface ApiRequest {
  method: HttpMethod
  /** Path under the API prefix with parameters already filled in, e.g. `/users/me`. */
  path: string
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
}

export interface ApiClientOptions {
  /** Defaults to the route table's prefix, served on the console's own origin. */
  baseUrl?: string
  fetch?: typeof fetch
  /** Where session events are dispatched; the browser passes `window`. */
  events?: EventTarget
  /** Shows an error toast (a sentence, and the codes as details); used for 401 answers that are not a session state. */
  notifyError?: (message: string, details?: string) => void
  logFailure?: (message: string, detail: unknown) => void
  now?: () => number
}

// Standard Schema types let the client read input and output types off the route table's zod schemas
// without the console depending on zod itself.
type SchemaInput<Schema> = Schema extends { '~standard': { types?: infer Types } }
  ? NonNullable<Types> extends { input: infer Input }
    ? Input
    : never
  : never
type SchemaOutput<Schema> = Schema extends { '~standard': { types?: infer Types } }
  ? NonNullable<Types> extends { output: infer Output }
    ? Output
    : never
  : never

/** What `callRoute` needs of a route: the shared table's entries, or a pending entry with the same shape. */
export type RouteShape = Pick<RouteDefinition, 'method' | 'path' | 'response'> & {
  request?: RouteDefinition['request']
}

type RequestSchema<Route, Part extends 'params' | 'query' | 'body'> = Route extends {
  request: { [Key in Part]: infer Schema }
}
  ? Exclude<Schema, undefined>
  : never

type Slot<Route, Part extends 'params' | 'query' | 'body', Required extends boolean> = [
  RequestSchema<Route, Part>,
] extends [never]
  ? { [Key in Part]?: undefined }
  : Required extends true
    ? { [Key in Part]: SchemaInput<RequestSchema<Route, Part>> }
    : { [Key in Part]?: SchemaInput<RequestSchema<Route, Part>> }

/** The arguments of a route call: path parameters and body are required when the route declares them. */
export type RouteInput<Route> = Slot<Route, 'params', true> &
  Slot<Route, 'query', false> &
  Slot<Route, 'body', true> & { signal?: AbortSignal }

export type RouteOutput<Route extends RouteShape> = SchemaOutput<Route['response']>

type RouteArguments<Route> =
  Record<string, never> extends RouteInput<Route> ? [input?: RouteInput<Route>] : [input: RouteInput<Route>]

/** Requests that can end a session timeout themselves, so the block must not hold them back. */
const sessionRecoveryPaths = ['/auth/login', '/auth/verify-otp']

function isSessionRecoveryPath(path: string): boolean {
  return sessionRecoveryPaths.some((recoveryPath) => path === recoveryPath || path.startsWith(`${recoveryPath}?`))
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError')
}

function toSearch(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function isSuccessEnvelope(body: unknown): body is { success: true; data: unknown } {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true
}

/**
 * The console's only way to the API: same-origin `fetch` with cookies, the `{success,data}` envelope
 * unwrapped, and the session rules of spec section 4 applied to every answer.
 *
 * @example
 * const client = createApiClient({ events: window, notifyError: toast.error })
 * const profile = await client.callRoute(routes.getCurrentUser) // Profile, or null on a server/network failure
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? apiPrefix
  const now = options.now ?? Date.now
  const logFailure = options.logFailure ?? ((message, detail) => console.error(message, detail))
  let blockedUntil = 0
  let lastSessionTimeoutAt: number | null = null

  function secondsBlocked(): number {
    const left = blockedUntil - now()
    return left > 0 ? Math.ceil(left / 1000) : 0
  }

  /** Spec section 4: the three 401 states. Returns whether the user has been told. */
  function handleUnauthorized(errors: Record<string, string>, error: ApiError): boolean {
    const messages = Object.values(errors)
    if (messages.includes(errorCatalogue.UNAUTHORIZED.message)) {
      lastSessionTimeoutAt = now()
      blockedUntil = lastSessionTimeoutAt + requestBlockMilliseconds
      options.events?.dispatchEvent(new CustomEvent(sessionTimedOutEvent, { detail: { at: lastSessionTimeoutAt } }))
      return true
    }
    if (messages.includes(errorCatalogue.PASSWORD_NOT_SET.message)) {
      options.events?.dispatchEvent(new CustomEvent(passwordNotSetEvent))
      return true
    }
    // Spec section 8 lists TWO_FA among the codes whose message is not shown: a session waiting for its second
    // factor is a step of signing in (the guard sends it to /2fa/), not an error to toast.
    if (messages.includes(errorCatalogue.TWO_FA.message)) return true
    if (!options.notifyError) return false
    options.notifyError(error.readableMessage, detailsForUser(error))
    return true
  }

  /**
   * Sends one request. Resolves to the envelope's data, or to `null` after a server error (500 and above) or a
   * network failure, which are logged (spec section 8). Rejects with `ApiError` for any other failed answer and
   * with `RequestBlockedError` during the post-timeout block.
   */
  async function request<Data>(apiRequest: ApiRequest): Promise<Data | null> {
    const { method, path, query, body, signal } = apiRequest
    const recovery = isSessionRecoveryPath(path)
    if (recovery) {
      blockedUntil = 0
    } else if (!path.includes('auth')) {
      const secondsLeft = secondsBlocked()
      if (secondsLeft > 0) throw new RequestBlockedError(secondsLeft)
    }

    const fetchImplementation = options.fetch ?? globalThis.fetch
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    let response: Response
    try {
      response = await fetchImplementation(`${baseUrl}${path}${toSearch(query)}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      })
    } catch (error) {
      // A cancelled request is the caller's decision (TanStack Query aborts stale queries), not a failure.
      if (isAbort(error, signal)) throw error
      logFailure(`Network failure on ${method} ${path}`, error)
      return null
    }

    if (response.status >= 500) {
      logFailure(`Server error ${response.status} on ${method} ${path}`, await readJson(response))
      return null
    }
    if (response.status === 204) return null

    const payload = await readJson(response)
    if (isSuccessEnvelope(payload)) {
      if (recovery && response.status === 200) blockedUntil = 0
      return payload.data as Data
    }

    const parsed = errorEnvelopeSchema.safeParse(payload)
    const errors = parsed.success ? parsed.data.errors : {}
    const message = describeFailure(payload)
    const failure = new ApiError(response.status, errors, message)
    if (response.status !== 401 || !handleUnauthorized(errors, failure)) throw failure
    throw new ApiError(response.status, errors, message, true)
  }

  /**
   * Calls a route of the shared table: fills its `{name}` path parameters, sends query and body, and types the
   * answer by the route's response schema. Answers are not re-validated here: the server already validates them.
   */
  async function callRoute<Route extends RouteShape>(
    route: Route,
    ...[input]: RouteArguments<Route>
  ): Promise<RouteOutput<Route> | null> {
    const { params, query, body, signal } = (input ?? {}) as {
      params?: Record<string, unknown>
      query?: Record<string, QueryValue>
      body?: unknown
      signal?: AbortSignal
    }
    const pathParameters = Object.fromEntries(
      Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]),
    )
    return request<RouteOutput<Route>>({
      method: route.method,
      path: buildPath(route.path, pathParameters),
      query,
      body,
      signal,
    })
  }

  return {
    request,
    callRoute,
    /** Seconds the post-timeout block still lasts; 0 when requests may go out. */
    secondsBlocked,
    /** When the last session timeout was seen (epoch milliseconds); spec section 4 asks for it to be recorded. */
    lastSessionTimeoutAt: () => lastSessionTimeoutAt,
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * The text a caller should toast for an error, or `null` when the user has already been told
 * (handled 401s) or the request was cancelled.
 */
export function messageForUser(error: unknown): string | null {
  if (error instanceof ApiError) return error.handled ? null : error.readableMessage
  if (error instanceof RequestBlockedError) return error.message
  if (error instanceof Error && error.name === 'AbortError') return null
  return errorCatalogue.UNEXPECTED_ERROR.message
}

/** The error codes of a failed answer, for the small details line under a toast's sentence. */
export function detailsForUser(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.codes.length === 0) return undefined
  return `Error code: ${error.codes.join(', ')}`
}
