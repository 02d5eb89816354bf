import { type ErrorCode, formatErrorMessage } from '@platform/shared/errors'

/**
 * The one error type services throw. The HTTP layer turns it into `{success:false, errors:{CODE: message}}`
 * with the catalogue's status, so services never think about HTTP.
 *
 * @example
 * throw new AppError('PROJECT_NAME_ALREADY_EXISTS')
 * throw new AppError('PLAN_LIMIT_REACHED', { values: { item: 'projects' } })
 * throw new AppError('VALIDATION_FAILED', { message: 'email: Invalid email address' })
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly publicMessage: string

  constructor(code: ErrorCode, options: { message?: string; values?: Record<string, string>; cause?: unknown } = {}) {
    const publicMessage = options.message ?? formatErrorMessage(code, options.values)
    super(publicMessage, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.publicMessage = publicMessage
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
