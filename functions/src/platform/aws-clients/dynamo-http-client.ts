import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { type AwsCredentials, signatureV4Headers } from './signature-v4.ts'

/**
 * DynamoDB's JSON protocol over HTTPS, signed with Signature V4, retried like the SDK's standard mode: what the
 * request path needs of `@aws-sdk/client-dynamodb` without loading it. The runtime's client is some hundred small
 * files to load and compile, ~110 ms of a cold start's CPU time measured on `getCurrentUser`, and bundling it costs
 * ~380 KB of a 500 KB budget (docs/decisions/0018). The other AWS clients (S3, SQS, ...) stay on the SDK: only the
 * functions that use them load them.
 */

export interface DynamoHttpClientOptions {
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

/**
 * An error DynamoDB answered, shaped as the SDK shapes its service exceptions, because callers (electrodb, our own
 * `isConditionFailure`, `isDependencyFailure`) read them that way: `name` is the error type
 * (`ConditionalCheckFailedException`), `$fault` and `$metadata.httpStatusCode` say whose fault and what status, and
 * every other field of the answer (`CancellationReasons` of a cancelled transaction, the `Item` a failed condition
 * returns) is on the error as DynamoDB sent it (attribute values not unmarshalled, as with the SDK).
 */
export class DynamoServiceError extends Error {
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

type CallListener = (operation: string) => void
const callListeners = new Set<CallListener>()

/**
 * Hears every call the clients send (once per call, not per attempt), whether it succeeds or not: the tests and
 * benchmarks count a request's DynamoDB calls with it (`tests/support/dynamo-calls.ts`). Returns the unsubscribe.
 */
export function onDynamoCall(listener: CallListener): () => void {
  callListeners.add(listener)
  return () => callListeners.delete(listener)
}

export class DynamoHttpClient {
  private readonly agent: HttpAgent
  private readonly send: typeof httpRequest
  private readonly maxAttempts: number
  private readonly delayBase: { transient: number; throttling: number }
  /**
   * The retry quota of the SDK's standard mode: retries spend tokens that successes give back, so when the table is
   * down for everyone a warm function stops tripling its calls.
   */
  private retryQuota = retryQuotaCapacity

  constructor(private readonly options: DynamoHttpClientOptions) {
    const secure = options.endpoint.protocol === 'https:'
    // Keep-alive: a warm function reuses its TLS connection instead of a handshake per call.
    this.agent = secure ? new HttpsAgent({ keepAlive: true, maxSockets: 50 }) : new HttpAgent({ keepAlive: true })
    this.send = secure ? httpsRequest : httpRequest
    this.maxAttempts = options.maxAttempts ?? 3
    // The SDK's standard mode (@smithy/core util-retry): 50 ms, 1 s after throttling, full jitter.
    this.delayBase = options.retryDelayBaseMs ?? { transient: 50, throttling: 1_000 }
  }

  /**
   * Sends one operation (`GetItem`, `TransactWriteItems`, ...) with its input in DynamoDB's wire form (attribute
   * values marshalled) and answers its output in the same form.
   */
  async call<Output>(operation: string, input: unknown, options: CallOptions = {}): Promise<Output> {
    for (const listener of callListeners) listener(operation)
    const body = JSON.stringify(input, binaryAsBase64)
    let totalRetryDelay = 0
    let lastRetryCost = 0
    for (let attempt = 1; ; attempt += 1) {
      try {
        const output = await this.attempt<Output>(operation, body, options.abortSignal)
        // A success gives back what its last retry spent, or one token.
        this.retryQuota = Math.min(retryQuotaCapacity, this.retryQuota + (lastRetryCost || 1))
        return output
      } catch (error) {
        if (error instanceof DynamoServiceError) Object.assign(error.$metadata, { attempts: attempt, totalRetryDelay })
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

  private attempt<Output>(operation: string, body: string, abortSignal?: AbortSignal): Promise<Output> {
    const { endpoint, region } = this.options
    const headers: Record<string, string> = {
      host: endpoint.host,
      'content-type': 'application/x-amz-json-1.0',
      'content-length': String(Buffer.byteLength(body)),
      'x-amz-target': `DynamoDB_20120810.${operation}`,
    }
    const signature = signatureV4Headers(
      { method: 'POST', path: '/', headers, body },
      { region, service: 'dynamodb', credentials: this.options.credentials(), date: new Date() },
    )
    const requestOptions: RequestOptions = {
      method: 'POST',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname.replace(/^\[|\]$/g, ''),
      port: endpoint.port || undefined,
      path: '/',
      headers: { ...headers, ...signature },
      agent: this.agent,
      signal: abortSignal,
    }
    return new Promise<Output>((resolve, reject) => {
      let connected = false
      const request = this.send(requestOptions, (response) => {
        readBody(response).then(
          (text) => {
            clearTimeout(deadline)
            const status = response.statusCode ?? 0
            if (status >= 200 && status < 300) {
              try {
                resolve(parseAnswer(text) as Output)
              } catch (error) {
                reject(error)
              }
              return
            }
            reject(serviceError(status, text, response.headers['x-amzn-requestid'] as string | undefined))
          },
          (error: unknown) => {
            clearTimeout(deadline)
            reject(error)
          },
        )
      })
      const fail = (name: string, message: string) => request.destroy(Object.assign(new Error(message), { name }))
      // The SDK's `requestTimeout` and `connectionTimeout`: a database that never answers fails the attempt.
      const deadline = setTimeout(
        () => fail('TimeoutError', `DynamoDB ${operation} got no answer within ${this.options.requestTimeoutMs} ms`),
        this.options.requestTimeoutMs,
      )
      request.on('socket', (socket) => {
        if (!socket.connecting) {
          connected = true
          return
        }
        const connecting = setTimeout(() => {
          if (!connected)
            fail('TimeoutError', `DynamoDB connection not made within ${this.options.connectionTimeoutMs} ms`)
        }, this.options.connectionTimeoutMs)
        socket.once('connect', () => {
          connected = true
          clearTimeout(connecting)
        })
        socket.once('close', () => clearTimeout(connecting))
      })
      request.on('error', (error) => {
        clearTimeout(deadline)
        reject(error)
      })
      request.end(body)
    })
  }
}

/** Binary attribute values travel as base64 in the JSON protocol; the code holds them as bytes (as with the SDK). */
function binaryAsBase64(this: Record<string, unknown>, key: string, value: unknown): unknown {
  // `this[key]`, not `value`: a Buffer's toJSON has already turned `value` into `{ type, data }`.
  const original = this[key]
  return original instanceof Uint8Array ? Buffer.from(original).toString('base64') : value
}

function parseAnswer(text: string): unknown {
  if (!text) return {}
  // In wire form a string under `B` (or strings under `BS`) can only be a binary value; most answers hold none,
  // and parsing without a reviver is several times faster.
  if (!text.includes('"B":"') && !text.includes('"BS":[')) return JSON.parse(text)
  return JSON.parse(text, (key, value: unknown) => {
    if (key === 'B' && typeof value === 'string') return new Uint8Array(Buffer.from(value, 'base64'))
    if (key === 'BS' && Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
      return value.map((entry: string) => new Uint8Array(Buffer.from(entry, 'base64')))
    return value
  })
}

function readBody(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    response.on('error', reject)
    response.on('aborted', () => reject(Object.assign(new Error('DynamoDB answer cut short'), { code: 'ECONNRESET' })))
  })
}

function serviceError(status: number, text: string, requestId?: string): DynamoServiceError {
  let fields: Record<string, unknown> = {}
  try {
    fields = JSON.parse(text) as Record<string, unknown>
  } catch {
    // A proxy's or load balancer's page rather than DynamoDB's JSON: the status alone says what happened.
  }
  const { __type: type, message, Message, ...rest } = fields
  // `com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException` → `ConditionalCheckFailedException`.
  const name = typeof type === 'string' ? (type.split('#').pop() ?? type) : `HttpError${status}`
  const description = typeof message === 'string' ? message : typeof Message === 'string' ? Message : ''
  return new DynamoServiceError(name, description || `DynamoDB answered ${status} ${name}`, status, rest, requestId)
}
