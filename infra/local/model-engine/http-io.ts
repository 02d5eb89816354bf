import type { IncomingMessage, ServerResponse } from 'node:http'
import type * as z from 'zod'
import { EngineError } from './engine-error.ts'

/** Training files of a few hundred thousand examples fit; anything larger is refused before it fills memory. */
const maximumBodyBytes = 64 * 1024 * 1024

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > maximumBodyBytes) throw new EngineError(413, `Request body is larger than ${maximumBodyBytes} bytes.`)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

export async function readJson<Schema extends z.ZodType>(
  request: IncomingMessage,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const body = await readBody(request)
  let json: unknown
  try {
    json = JSON.parse(body.toString('utf8'))
  } catch {
    throw new EngineError(400, 'We could not parse the JSON body of your request.')
  }
  return parseWith(schema, json)
}

/** Validation failures name the first offending field the way OpenAI does (`param`). */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const param = issue && issue.path.length > 0 ? issue.path.join('.') : null
  throw new EngineError(
    400,
    `Invalid request${param ? ` at '${param}'` : ''}: ${issue?.message ?? 'invalid body'}.`,
    null,
    param,
  )
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  response.end(text)
}

export function sendError(response: ServerResponse, error: unknown): void {
  const engineError =
    error instanceof EngineError
      ? error
      : new EngineError(500, error instanceof Error ? error.message : 'The engine failed to handle the request.')
  if (response.headersSent) {
    response.end()
    return
  }
  sendJson(response, engineError.status, engineError.toJSON())
}

export function sendText(response: ServerResponse, status: number, contentType: string, body: Buffer): void {
  response.writeHead(status, { 'content-type': contentType, 'content-length': body.length })
  response.end(body)
}
