/** Network failures of a connection to a dependency (the database, storage, identity, mail) that is down. */
const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
])

/** AWS error names that mean "the service could not answer now", never "the request was wrong". */
const unavailableErrorNames = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'SlowDown',
])

interface ErrorShape {
  name?: unknown
  code?: unknown
  cause?: unknown
  errors?: unknown
  $metadata?: { httpStatusCode?: number }
}

function matches(error: ErrorShape): boolean {
  if (typeof error.code === 'string' && networkErrorCodes.has(error.code)) return true
  if (typeof error.name === 'string' && unavailableErrorNames.has(error.name)) return true
  const status = error.$metadata?.httpStatusCode
  return typeof status === 'number' && status >= 500
}

/**
 * True when an error (or one it wraps: electrodb keeps the SDK's error as `cause`, AggregateError lists each
 * address tried) says a dependency is unreachable or failing, so the caller hears 503 DEPENDENCY_UNAVAILABLE
 * ("try again shortly") instead of a 500 that blames the browser.
 *
 * @example isDependencyFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) // true
 */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const shape = error as ErrorShape
  if (matches(shape)) return true
  if (Array.isArray(shape.errors) && shape.errors.some((inner) => isDependencyFailure(inner, depth + 1))) return true
  return isDependencyFailure(shape.cause, depth + 1)
}
