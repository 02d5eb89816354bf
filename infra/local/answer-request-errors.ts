import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

export type LocalRequestHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>

/** A request the stand-in refuses: answered with its status, not logged as a failure. */
export class BadLocalRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Every chunk of a request's body, as a promise: a body read with `request.on('end', …)` runs its code outside the
 * handler's promise, where a throw is an uncaught exception that ends local mode (and every stand-in its guards stop).
 */
export async function readRequestBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** JSON from a request body; text that does not parse is the caller's mistake (400), not the stand-in's. */
export function parseRequestJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new BadLocalRequest(400, 'The request body is not valid JSON.')
  }
}

function answerPlainError(response: ServerResponse, error: unknown): void {
  const status = error instanceof BadLocalRequest ? error.status : 500
  const message = error instanceof BadLocalRequest ? error.message : 'The local stand-in failed to handle the request.'
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: message }))
}

/**
 * The request listener for a local server: whatever the handler throws or rejects with is answered (by `answer`,
 * in the format of the service the server stands in for) and logged, so one bad request never ends the process.
 * A failure while answering ends that one response.
 */
export function answerRequestErrors(
  handler: LocalRequestHandler,
  options: { answer?: (response: ServerResponse, error: unknown) => void; log?: (line: string) => void } = {},
): RequestListener {
  const answer = options.answer ?? answerPlainError
  const fail = (request: IncomingMessage, response: ServerResponse, error: unknown): void => {
    if (!(error instanceof BadLocalRequest))
      options.log?.(
        `error on ${request.method} ${request.url}: ${error instanceof Error ? error.stack : String(error)}`,
      )
    try {
      if (response.headersSent) response.end()
      else answer(response, error)
    } catch {
      response.destroy()
    }
  }
  return (request, response) => {
    try {
      Promise.resolve(handler(request, response)).catch((error: unknown) => fail(request, response, error))
    } catch (error) {
      fail(request, response, error)
    }
  }
}
