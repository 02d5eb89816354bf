import { createHash, createHmac } from 'node:crypto'

export interface AwsCredentials {
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string
}

export interface SignableRequest {
  method: string
  /**
   * Path without query, URI-encoded once as sent: the JSON protocols post to `/`, S3 names `/<bucket>/<key>` with
   * each segment of the key encoded, and S3's paths are signed as they are (the other REST services, which would
   * encode them twice, are not called).
   */
  path: string
  /** Query parameters, unencoded. */
  query?: Record<string, string>
  /** Lower-case names; every header given is signed, so pass only what is sent. */
  headers: Record<string, string>
  body: string | Uint8Array
}

export interface SigningScope {
  region: string
  service: string
  credentials: AwsCredentials
  date: Date
}

const hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/**
 * The signing key changes once a day per secret, region and service: derived once, not per request. One key per
 * service a function calls (DynamoDB, S3, Cognito); a new secret or day replaces the service's key.
 */
const cachedKeys = new Map<string, { id: string; key: Buffer }>()

function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  const id = `${secretAccessKey}\n${day}\n${region}`
  let cached = cachedKeys.get(service)
  if (cached?.id !== id) {
    const dateKey = hmac(`AWS4${secretAccessKey}`, day)
    cached = { id, key: hmac(hmac(hmac(dateKey, region), service), 'aws4_request') }
    cachedKeys.set(service, cached)
  }
  return cached.key
}

/** RFC 3986 encoding, as Signature V4 wants query parameters and S3 wants keys (`encodeURIComponent` leaves `!'()*`). */
export function encodeUriPart(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/** Parameters sorted by encoded name, then value, each `name=value` encoded: Signature V4's canonical query. */
export function canonicalQuery(query: Record<string, string> = {}): string {
  return Object.entries(query)
    .map(([name, value]) => [encodeUriPart(name), encodeUriPart(value)] as const)
    .sort(([a, aValue], [b, bValue]) => (a < b ? -1 : a > b ? 1 : aValue < bValue ? -1 : aValue > bValue ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

/** `20261126T091328Z`: the basic ISO 8601 form Signature V4 requires, in UTC, without milliseconds. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/**
 * Headers that sign a request with AWS Signature Version 4 (header form): `x-amz-date`, `x-amz-content-sha256`,
 * `x-amz-security-token` when the credentials are temporary (as a Lambda's are), and `authorization`. The same signature `@smithy/signature-v4`
 * computes for the same request (unit tests, for DynamoDB's and Cognito's JSON and for S3's REST calls); only what
 * the platform's clients need (every header given signed, the payload hashed whole), so the request path need not
 * load the SDK to sign.
 *
 * @example signatureV4Headers({ method: 'POST', path: '/', headers: { host, 'content-type': ..., 'x-amz-target': ... }, body }, { region, service: 'dynamodb', credentials, date: new Date() })
 */
export function signatureV4Headers(request: SignableRequest, scope: SigningScope): Record<string, string> {
  const timestamp = amzDate(scope.date)
  const day = timestamp.slice(0, 8)
  const payloadHash = hex(typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : request.body)
  // The payload's hash as a header too, as the SDK's signer sends it by default.
  const added: Record<string, string> = { 'x-amz-content-sha256': payloadHash, 'x-amz-date': timestamp }
  if (scope.credentials.sessionToken) added['x-amz-security-token'] = scope.credentials.sessionToken
  const headers = Object.entries({ ...request.headers, ...added })
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const signedHeaders = headers.map(([name]) => name).join(';')
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n')
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, credentialScope, hex(canonicalRequest)].join('\n')
  const signature = createHmac(
    'sha256',
    signingKey(scope.credentials.secretAccessKey, day, scope.region, scope.service),
  )
    .update(stringToSign)
    .digest('hex')
  return {
    ...added,
    authorization: `AWS4-HMAC-SHA256 Credential=${scope.credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}
