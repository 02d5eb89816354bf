/**
 * Every provider failure, normalized: `kind` is what callers branch on (to map it onto the API's error catalogue
 * or to retry), `message` is the provider's own message, kept for logs and operators.
 */
export type ProviderErrorKind =
  | 'authentication'
  | 'rate_limited'
  | 'invalid_request'
  | 'not_found'
  | 'unavailable'
  | 'unknown'

export class ProviderError extends Error {
  override readonly name = 'ProviderError'

  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly details: { status?: number; code?: string | null; param?: string | null; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause })
  }

  /** Rate limits and outages pass; a bad key or a bad request will fail the same way again. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable'
  }
}

/** HTTP status to kind, as OpenAI-compatible APIs use them. */
export function providerErrorKindOfStatus(status: number | undefined): ProviderErrorKind {
  if (status === undefined) return 'unavailable'
  if (status === 401 || status === 403) return 'authentication'
  if (status === 429) return 'rate_limited'
  if (status === 404) return 'not_found'
  if (status === 400 || status === 409 || status === 413 || status === 422) return 'invalid_request'
  if (status >= 500) return 'unavailable'
  return 'unknown'
}
