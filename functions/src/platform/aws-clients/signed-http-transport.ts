import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { type AwsCredentials, canonicalQuery, signatureV4Headers } from './signature-v4.ts'

/**
 * One AWS service's HTTPS calls, signed with Signature V4 and retried like the SDK's standard mode: the part of an
 * SDK client the platform's own clients share (DynamoDB and Cognito speak JSON over it, `aws-json-client.ts`; S3
 * its REST and XML, `s3-http-client.ts`). The runtime's SDK clients are some hundred small files each to load and
 * compile, 100–140 ms of a cold start's CPU time (docs/decisions/0018), which no function on the request path pays
 * any more.
 */

export interface SignedHttpTransportOptions {
  /** `https://dynamodb.<region>.amazonaws.com`, or a stand-in's `http://127.0.0.1:<port>`. */
  endpoint: URL
  region: string
  /** Asked for every request (temporary credentials may be renewed). */
  credentials: () => AwsCredentials
  /** A call that gets no answer within this long fails as a `TimeoutError` (and is retried). */
  requestTimeoutMs: number
  connectionTimeoutMs: number
  /** Attempts per call, the first included (the SDK's standard mode: 3). */
  maxAttempts?: number
  /** Waits `random() × base × 2^retry` before a retry; tests pass zero delays. */
  retryDelayBaseMs?: { transient: number; throttling: number }
}

export interface CallOptions {
  abortSignal?: AbortSignal
}

export interface SignedRequest {
  /** Names the call in errors (`GetItem`, `PutObject`). */
  operation: string
  method: string
  /** URI-encoded once, as sent and as signed (S3 and the JSON protocols' `/` are not encoded again). */
  path: string
  query?: Record<string, string>
  /** Lower-case names; all of them are signed. */
  headers: Record<string, string>
  body?: string | Uint8Array
  /** False for the operations a service serves without credentials (Cognito's `InitiateAuth`, ...), sent unsigned as the SDK sends them. */
  signed: boolean
  /** The error an answer outside 2xx stands for, read from the service's own error format. */
  errorOf: (answer: HttpAnswer) => AwsServiceError
}

export interface HttpAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * An error an AWS service answered, shaped as the SDK shapes its service exceptions, because callers (electrodb, our
 * own `isConditionFailure`, `isDependencyFailure`, `NoSuchKey` and `UserNotFoundException` checks) read them that way:
 * `name` is the error type, `$fault` and `$metadata.httpStatusCode` say whose fault and what status, and every other
 * field the service sent (`CancellationReasons` of a cancelled transaction, the `Item` a failed condition returns) is
 * on the error as it was sent.
 */
export class AwsServiceError extends Error {
  readonly $fault: 'client' | 'server'
  readonly $metadata: { httpStatusCode: number; requestId?: string; attempts: number; totalRetryDelay: number }
  readonly CancellationReasons?: Array<{ Code?: string; Message?: string; Item?: Record<string, unknown> }>
  readonly Item?: Record<string, unknown>

  constructor(name: string, message: string, status: number, fields: Record<string, unknown>, requestId?: string) {
    super(message)
    Object.assign(this, fields)
    this.name = name
    this.$fault = status >= 500 ? 'server' : 'client'
    this.$metadata = { httpStatusCode: status, requestId, attempts: 1, totalRetryDelay: 0 }
  }
}

/** The SDK's lists (`@smithy/core` service error classification): retried with the throttling back-off. */
const throttlingErrorNames = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
])
const transientErrorNames = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException'])
const transientStatuses = new Set([500, 502, 503, 504])
const networkErrorCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

type ErrorKind = 'throttling' | 'transient' | 'final'

interface ErrorShape {
  name?: string
  code?: string
  $metadata?: { httpStatusCode?: number }
}

function classify(error: unknown): ErrorKind {
  const shape = (error ?? {}) as ErrorShape
  if (shape.name === 'AbortError') return 'final'
  const status = shape.$metadata?.httpStatusCode
  if (status === 429 || throttlingErrorNames.has(shape.name ?? '')) return 'throttling'
  if (transientErrorNames.has(shape.name ?? '') || networkErrorCodes.has(shape.code ?? '')) return 'transient'
  return status !== undefined && transientStatuses.has(status) ? 'transient' : 'final'
}

/** What a retry spends of the client's retry quota (the SDK's standard mode, `@smithy/core` util-retry). */
const retryCost = { throttling: 5, transient: 14 }
const retryQuotaCapacity = 500

export class SignedHttpTransport {
  private readonly agent: HttpAgent
  private readonly send: typeof httpRequest
  private readonly maxAttempts: number
  private readonly delayBase: { transient: number; throttling: number }
  /**
   * The retry quota of the SDK's standard mode: retries spend tokens that successes give back, so when the service is
   * down for everyone a warm function stops tripling its calls.
   */
  private retryQuota = retryQuotaCapacity

  /** `service` is the signing name (`dynamodb`, `s3`, `cognito-idp`). */
  constructor(
    private readonly service: string,
    private readonly options: SignedHttpTransportOptions,
  ) {
    const secure = options.endpoint.protocol === 'https:'
    // Keep-alive: a warm function reuses its TLS connection instead of a handshake per call.
    this.agent = secure ? new HttpsAgent({ keepAlive: true, maxSockets: 50 }) : new HttpAgent({ keepAlive: true })
    this.send = secure ? httpsRequest : httpRequest
    this.maxAttempts = options.maxAttempts ?? 3
    // The SDK's standard mode (@smithy/core util-retry): 50 ms, 1 s after throttling, full jitter.
    this.delayBase = options.retryDelayBaseMs ?? { transient: 50, throttling: 1_000 }
  }

  /** The endpoint's `host` header value (with its port when it has one), which every request carries and signs. */
  get host(): string {
    return this.options.endpoint.host
  }

  /** Sends the request, retried as the SDK would; answers a 2xx answer, throws `errorOf` of any other. */
  async call(request: SignedRequest, options: CallOptions = {}): Promise<HttpAnswer> {
    let totalRetryDelay = 0
    let lastRetryCost = 0
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await this.attempt(request, options.abortSignal)
        // A success gives back what its last retry spent, or one token.
        this.retryQuota = Math.min(retryQuotaCapacity, this.retryQuota + (lastRetryCost || 1))
        return answer
      } catch (error) {
        if (error instanceof AwsServiceError) Object.assign(error.$metadata, { attempts: attempt, totalRetryDelay })
        const kind = classify(error)
        if (kind === 'final' || attempt >= this.maxAttempts || options.abortSignal?.aborted) throw error
        const cost = retryCost[kind]
        if (this.retryQuota < cost) throw error
        this.retryQuota -= cost
        lastRetryCost = cost
        const delay = Math.floor(Math.random() * Math.min(this.delayBase[kind] * 2 ** (attempt - 1), 20_000))
        totalRetryDelay += delay
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  }

  private attempt(request: SignedRequest, abortSignal?: AbortSignal): Promise<HttpAnswer> {
    const { endpoint, region } = this.options
    const body = request.body ?? ''
    const headers: Record<string, string> = { host: endpoint.host, ...request.headers }
    if (body.length > 0 || request.method === 'POST' || request.method === 'PUT')
      headers['content-length'] = String(Buffer.byteLength(body))
    const signature = request.signed
      ? signatureV4Headers(
          { method: request.method, path: request.path, query: request.query, headers, body },
          { region, service: this.service, credentials: this.options.credentials(), date: new Date() },
        )
      : {}
    // Signed as `delete=`, sent as `?delete`, as the SDK sends S3's sub-resources.
    const query = canonicalQuery(request.query).replace(/=(?=&|$)/g, '')
    const requestOptions: RequestOptions = {
      method: request.method,
      protocol: endpoint.protocol,
      hostname: endpoint.hostname.replace(/^\[|\]$/g, ''),
      port: endpoint.port || undefined,
      path: query ? `${request.path}?${query}` : request.path,
      headers: { ...headers, ...signature },
      agent: this.agent,
      signal: abortSignal,
    }
    return new Promise<HttpAnswer>((resolve, reject) => {
      let connected = false
      const sent = this.send(requestOptions, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('aborted', () =>
          finish(Object.assign(new Error(`${request.operation} answer cut short`), { code: 'ECONNRESET' })),
        )
        response.on('error', finish)
        response.on('end', () => {
          const answer = { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }
          if (answer.status >= 200 && answer.status < 300) finish(undefined, answer)
          else finish(request.errorOf(answer))
        })
      })
      let settled = false
      function finish(error: unknown, answer?: HttpAnswer) {
        if (settled) return
        settled = true
        clearTimeout(deadline)
        if (answer) resolve(answer)
        else reject(error)
      }
      const fail = (name: string, message: string) => sent.destroy(Object.assign(new Error(message), { name }))
      // The SDK's `requestTimeout` and `connectionTimeout`: a service that never answers fails the attempt.
      const deadline = setTimeout(
        () => fail('TimeoutError', `${request.operation} got no answer within ${this.options.requestTimeoutMs} ms`),
        this.options.requestTimeoutMs,
      )
      sent.on('socket', (socket) => {
        if (!socket.connecting) {
          connected = true
          return
        }
        const connecting = setTimeout(() => {
          if (!connected)
            fail(
              'TimeoutError',
              `${request.operation}: connection not made within ${this.options.connectionTimeoutMs} ms`,
            )
        }, this.options.connectionTimeoutMs)
        socket.once('connect', () => {
          connected = true
          clearTimeout(connecting)
        })
        socket.once('close', () => clearTimeout(connecting))
      })
      sent.on('error', finish)
      sent.end(body)
    })
  }
}
