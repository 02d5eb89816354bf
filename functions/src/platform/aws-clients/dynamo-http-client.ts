import { AwsJsonClient } from './aws-json-client.ts'
import type { CallOptions, SignedHttpTransportOptions } from './signed-http-transport.ts'

/**
 * DynamoDB's JSON protocol over the platform's signed HTTP transport (`signed-http-transport.ts`: Signature V4,
 * the SDK's standard retries, timeouts): what the request path needs of `@aws-sdk/client-dynamodb` without loading
 * it. The runtime's client is some hundred small files to load and compile, ~110 ms of a cold start's CPU time
 * measured on `getCurrentUser`, and bundling it costs ~380 KB of a 500 KB budget (docs/decisions/0018).
 */
export type DynamoHttpClientOptions = SignedHttpTransportOptions

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
  private readonly client: AwsJsonClient

  constructor(options: DynamoHttpClientOptions) {
    this.client = new AwsJsonClient(
      {
        service: 'dynamodb',
        targetPrefix: 'DynamoDB_20120810',
        version: '1.0',
        replacer: binaryAsBase64,
        parse: parseAnswer,
      },
      options,
    )
  }

  /**
   * Sends one operation (`GetItem`, `TransactWriteItems`, ...) with its input in DynamoDB's wire form (attribute
   * values marshalled) and answers its output in the same form. Errors are `AwsServiceError`s named by DynamoDB's
   * `__type` (`ConditionalCheckFailedException`), with its other fields (`CancellationReasons`, `Item`) on them.
   */
  call<Output>(operation: string, input: unknown, options: CallOptions = {}): Promise<Output> {
    for (const listener of callListeners) listener(operation)
    return this.client.call<Output>(operation, input, options)
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
