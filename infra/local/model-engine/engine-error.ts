/**
 * An error the engine answers in OpenAI's shape, `{ error: { message, type, param, code } }`, with the status
 * OpenAI uses for the same case, so the `openai` client raises the same error classes as against the real API.
 */
export class EngineError extends Error {
  override readonly name = 'EngineError'

  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
    readonly type: string = status >= 500 ? 'server_error' : 'invalid_request_error',
  ) {
    super(message)
  }

  toJSON(): { error: { message: string; type: string; param: string | null; code: string | null } } {
    return { error: { message: this.message, type: this.type, param: this.param, code: this.code } }
  }
}

export function modelNotFound(model: string): EngineError {
  return new EngineError(
    404,
    `The model \`${model}\` does not exist or you do not have access to it.`,
    'model_not_found',
    'model',
  )
}
