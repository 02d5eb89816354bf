import { AppError } from '../platform/app-error.ts'
import { logger } from '../platform/logger.ts'
import { ProviderError } from './provider-error.ts'

/**
 * Turns a model provider's failure into an error of the catalogue, so a caller never sees a 500 for something
 * the provider did:
 * - invalid_request → VALIDATION_FAILED with the provider's own message (it names what it refused);
 * - not_found → NOT_FOUND (the provider no longer has the model or job);
 * - rate_limited → TOO_MANY_REQUESTS;
 * - unavailable, authentication (our configuration), unknown → DEPENDENCY_UNAVAILABLE, logged for operators.
 * Anything else is returned unchanged.
 *
 * @example
 * try { await provider.chat(request) } catch (error) { throw toCatalogueError(error) }
 */
export function toCatalogueError(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error
  switch (error.kind) {
    case 'invalid_request':
      return new AppError('VALIDATION_FAILED', {
        message: `The model provider refused the request: ${error.message}`,
        cause: error,
      })
    case 'not_found':
      return new AppError('NOT_FOUND', {
        message: `The model provider does not have it: ${error.message}`,
        cause: error,
      })
    case 'rate_limited':
      return new AppError('TOO_MANY_REQUESTS', { cause: error })
    default:
      logger.error('model provider failed', { kind: error.kind, error })
      return new AppError('DEPENDENCY_UNAVAILABLE', { cause: error })
  }
}

/** Runs a provider call, answering catalogue errors for its failures. */
export async function withCatalogueErrors<Result>(operation: () => Promise<Result>): Promise<Result> {
  try {
    return await operation()
  } catch (error) {
    throw toCatalogueError(error)
  }
}

/** The reason a training failed because of its provider, in words for the console (the provider's message kept). */
export function providerFailureReason(error: ProviderError): string {
  const prefixes: Record<ProviderError['kind'], string> = {
    invalid_request: 'The model provider refused the training',
    not_found: 'The model provider could not find what the training refers to',
    authentication: 'The model provider rejected the platform’s credentials',
    rate_limited: 'The model provider is limiting requests',
    unavailable: 'The model provider is unavailable',
    unknown: 'The model provider failed',
  }
  return `${prefixes[error.kind]}: ${error.message}`
}
