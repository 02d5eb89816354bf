import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { rejection } from '../../../../tests/support/recording-server.ts'
import { DynamoHttpClient, type DynamoHttpClientOptions, onDynamoCall } from './dynamo-http-client.ts'
import { signatureV4Headers } from './signature-v4.ts'
import { AwsServiceError } from './signed-http-transport.ts'

interface Received {
  headers: IncomingMessage['headers']
  body: string
}

/** What the stand-in does with the next request: answer (status, JSON), cut the connection, or never answer. */
type Reply = { status: number; body: unknown } | 'reset' | 'silence'

let server: Server
let endpoint: URL
let replies: Reply[] = []
let received: Received[] = []
const silent: ServerResponse[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      const reply = replies.shift() ?? { status: 200, body: {} }
      if (reply === 'reset') return request.socket.destroy()
      if (reply === 'silence') return silent.push(response)
      response.writeHead(reply.status, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-requestid': `request-${received.length}`,
      })
      response.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})

afterAll(async () => {
  for (const response of silent) response.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  replies = []
  received = []
})

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', sessionToken: 'session-token' }

function client(options: Partial<DynamoHttpClientOptions> = {}) {
  return new DynamoHttpClient({
    endpoint,
    region: 'eu-west-1',
    credentials: () => credentials,
    requestTimeoutMs: 5_000,
    connectionTimeoutMs: 1_000,
    retryDelayBaseMs: { transient: 0, throttling: 0 },
    ...options,
  })
}

const typed = (type: string, fields: Record<string, unknown> = {}) => ({
  __type: `com.amazonaws.dynamodb.v20120810#${type}`,
  message: `${type} happened`,
  ...fields,
})

describe('DynamoHttpClient', () => {
  it('posts the operation as DynamoDB JSON, signed, and answers the parsed output', async () => {
    replies = [{ status: 200, body: { Item: { pk: { S: 'a' } } } }]
    const output = await client().call('GetItem', { TableName: 't', Key: { pk: { S: 'a' } } })
    expect(output).toEqual({ Item: { pk: { S: 'a' } } })
    const [request] = received
    expect(JSON.parse(request?.body ?? '')).toEqual({ TableName: 't', Key: { pk: { S: 'a' } } })
    expect(request?.headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem')
    expect(request?.headers['content-type']).toBe('application/x-amz-json-1.0')
    expect(request?.headers['x-amz-security-token']).toBe('session-token')
    // The signature the stand-in could check: the same headers signed at the request's own date.
    const date = new Date(
      String(request?.headers['x-amz-date']).replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    )
    const expected = signatureV4Headers(
      {
        method: 'POST',
        path: '/',
        headers: {
          host: endpoint.host,
          'content-type': 'application/x-amz-json-1.0',
          'content-length': String(Buffer.byteLength(request?.body ?? '')),
          'x-amz-target': 'DynamoDB_20120810.GetItem',
        },
        body: request?.body ?? '',
      },
      { region: 'eu-west-1', service: 'dynamodb', credentials, date },
    )
    expect(request?.headers.authorization).toBe(expected.authorization)
  })

  it('throws what DynamoDB answered as the SDK shapes it, without retrying a client error', async () => {
    const item = { pk: { S: 'a' }, version: { N: '3' } }
    replies = [{ status: 400, body: typed('ConditionalCheckFailedException', { Item: item }) }]
    const error = await rejection(client().call('PutItem', {}))
    expect(error).toBeInstanceOf(AwsServiceError)
    expect(error).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'ConditionalCheckFailedException happened',
      $fault: 'client',
      $metadata: { httpStatusCode: 400, requestId: 'request-1', attempts: 1 },
      Item: item,
    })
    expect(received).toHaveLength(1)
  })

  it("keeps a cancelled transaction's reasons on the error", async () => {
    const reasons = [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }]
    // DynamoDB spells this one's message `Message`.
    const body = { __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', Message: 'cancelled' }
    replies = [{ status: 400, body: { ...body, CancellationReasons: reasons } }]
    const error = await rejection(client().call('TransactWriteItems', {}))
    expect(error).toMatchObject({
      name: 'TransactionCanceledException',
      message: 'cancelled',
      CancellationReasons: reasons,
    })
  })

  it('retries server errors, throttling and cut connections, up to three attempts in all', async () => {
    replies = [{ status: 500, body: typed('InternalServerError') }, 'reset', { status: 200, body: { Count: 2 } }]
    expect(await client().call('Query', {})).toEqual({ Count: 2 })
    expect(received).toHaveLength(3)

    received = []
    replies = [
      { status: 400, body: typed('ProvisionedThroughputExceededException') },
      { status: 400, body: typed('ThrottlingException') },
      { status: 400, body: typed('ThrottlingException') },
    ]
    const error = await rejection(client().call('Query', {}))
    expect(error).toMatchObject({ name: 'ThrottlingException', $metadata: { httpStatusCode: 400, attempts: 3 } })
    expect(received).toHaveLength(3)
  })

  it('answers a page that is not DynamoDB JSON by its status, retried when it says unavailable', async () => {
    replies = [1, 2, 3].map(() => ({ status: 503, body: 'Service Unavailable' }))
    const error = await rejection(client().call('GetItem', {}))
    expect(error).toMatchObject({ name: 'HttpError503', $fault: 'server', $metadata: { httpStatusCode: 503 } })
    expect(received).toHaveLength(3)
  })

  it('fails with the network error when nothing listens, after retrying', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const calls: string[] = []
    const stop = onDynamoCall((operation) => calls.push(operation))
    try {
      const error = await rejection(client({ endpoint: new URL(`http://127.0.0.1:${port}`) }).call('GetItem', {}))
      expect(error.code).toBe('ECONNREFUSED')
    } finally {
      stop()
    }
    // Heard once per call, not once per attempt.
    expect(calls).toEqual(['GetItem'])
  })

  it('gives up on an attempt that gets no answer in time, as a TimeoutError', async () => {
    replies = ['silence']
    const error = await rejection(client({ requestTimeoutMs: 100, maxAttempts: 1 }).call('GetItem', {}))
    expect(error.name).toBe('TimeoutError')
  })

  it('stops at once when the caller aborts', async () => {
    replies = ['silence', 'silence', 'silence']
    const controller = new AbortController()
    const call = client().call('GetItem', {}, { abortSignal: controller.signal })
    // Aborted while the stand-in holds the request, however long the request took to arrive.
    await vi.waitFor(() => expect(received).toHaveLength(1))
    controller.abort()
    const error = await rejection(call)
    expect(error.name).toBe('AbortError')
    expect(received).toHaveLength(1)
  })

  it('stops retrying when its retry quota is spent, and successes earn it back', async () => {
    const failing = client()
    // 500 tokens at 14 a retry: 35 retries, then the next failure is thrown at its first attempt.
    replies = Array.from({ length: 60 }, () => ({ status: 500, body: typed('InternalServerError') }))
    for (let call = 0; call < 17; call += 1) await rejection(failing.call('GetItem', {}))
    expect(received).toHaveLength(17 * 3)
    received = []
    await rejection(failing.call('GetItem', {}))
    // 34 retries spent: one more retry (the 35th), then none.
    expect(received).toHaveLength(2)
    replies = []
    received = []
    // The success gives back 1 token: still not enough for a retry.
    await failing.call('GetItem', {})
    replies = [{ status: 500, body: typed('InternalServerError') }]
    await rejection(failing.call('GetItem', {}))
    expect(received).toHaveLength(2)
    received = []
    for (let call = 0; call < 13; call += 1) await failing.call('GetItem', {})
    received = []
    replies = [{ status: 500, body: typed('InternalServerError') }]
    await failing.call('GetItem', {})
    expect(received).toHaveLength(2)
  })

  it('sends and answers binary attribute values as base64', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255])
    replies = [{ status: 200, body: { Item: { data: { B: 'AAEC+v8=' }, many: { BS: ['AAEC+v8='] }, B: { S: 'B' } } } }]
    const output = await client().call<{ Item: Record<string, Record<string, unknown>> }>('PutItem', {
      Item: { data: { B: bytes }, buffer: { B: Buffer.from(bytes) } },
    })
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      Item: { data: { B: 'AAEC+v8=' }, buffer: { B: 'AAEC+v8=' } },
    })
    expect(output.Item.data?.B).toEqual(bytes)
    expect(output.Item.many?.BS).toEqual([bytes])
    expect(output.Item.B).toEqual({ S: 'B' })
  })
})
