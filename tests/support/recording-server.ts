import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  /** Path and query as sent. */
  url: string
  headers: IncomingMessage['headers']
  body: string
}

export interface CannedReply {
  status: number
  headers?: Record<string, string>
  body?: string
}

/**
 * A local HTTP server that records every request and answers the next canned reply (200 with no body when none is
 * left): a stand-in for an AWS endpoint in the unit tests of the platform's own AWS clients.
 *
 * @example const server = await startRecordingServer(); server.replies.push({ status: 404, body: '<Error>…' })
 */
export async function startRecordingServer() {
  const received: RecordedRequest[] = []
  const replies: CannedReply[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const reply = replies.shift() ?? { status: 200 }
      response.writeHead(reply.status, reply.headers)
      response.end(reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    received,
    replies,
    reset() {
      received.length = 0
      replies.length = 0
    },
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** Options for a client of the platform's signed HTTP transport talking to the recording server: no retry delays. */
export function testTransportOptions(endpoint: URL, sessionToken?: string) {
  return {
    endpoint,
    region: 'eu-west-1',
    credentials: () => ({ accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', sessionToken }),
    requestTimeoutMs: 5_000,
    connectionTimeoutMs: 1_000,
    retryDelayBaseMs: { transient: 0, throttling: 0 },
  }
}

/** The error a promise fails with; fails the test when it does not fail. */
export async function rejection(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise
  } catch (error) {
    return error as Record<string, unknown>
  }
  throw new Error('expected the call to fail')
}
