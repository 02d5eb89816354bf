import { errorCatalogue } from '@platform/shared/errors'

/**
 * The API client answers a server error or network failure with `null` (already logged). A mutation the user
 * started must still end with a word to them, so its function turns that `null` into this error, which the
 * form reports as the catalogue's unexpected-error message.
 */
export class NoAnswerError extends Error {
  override readonly name = 'NoAnswerError'

  constructor() {
    super(errorCatalogue.UNEXPECTED_ERROR.message)
  }
}

export function requireAnswer<Answer>(answer: Answer | null): Answer {
  if (answer === null) throw new NoAnswerError()
  return answer
}
