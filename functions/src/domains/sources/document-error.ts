/**
 * A document that cannot be read (damaged, encrypted, empty, of an unsupported type). Its message is written for
 * people: it becomes a source's failure reason or a VALIDATION_FAILED message as it is.
 */
export class DocumentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DocumentError'
  }
}

export function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof DocumentError
}
