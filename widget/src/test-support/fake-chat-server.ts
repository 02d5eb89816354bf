import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: Record<string, unknown> | null
}

export type Route = (request: RecordedRequest, response: ServerResponse) => void

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex')
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
  response.end(JSON.stringify(body))
}

/** Writes server-sent events, one `delta` per piece, then the final envelope as `done`. */
export function sendStream(response: ServerResponse, pieces: string[], final: unknown) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' })
  for (const piece of pieces) response.write(`event: delta\ndata: ${JSON.stringify({ content: piece })}\n\n`)
  response.end(`event: done\ndata: ${JSON.stringify(final)}\n\n`)
}

/**
 * A small chat server for the widget's provider tests: it records every request and answers through the route
 * the test gives for `METHOD /path`.
 */
export async function startFakeChatServer(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake')
      const text = Buffer.concat(chunks).toString('utf8')
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      }
      requests.push(recorded)
      const route = routes[`${recorded.method} ${recorded.path}`]
      if (route) route(recorded, response)
      else sendJson(response, 404, { success: false, errors: { ROUTE_NOT_FOUND: 'There is no such API endpoint.' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
