import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto'
import { SignatureV4 } from '@smithy/signature-v4'
import { describe, expect, it } from 'vitest'
import { type AwsCredentials, amzDate, type SignableRequest, signatureV4Headers } from './signature-v4.ts'

const bytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data)

/** The SDK's signer wants a hash class (`@smithy/hash-node` is not installed on its own); the same primitives. */
class Sha256 {
  private readonly hash: Hash | Hmac
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret))
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data))
  }
  async digest() {
    return new Uint8Array(this.hash.digest())
  }
}

async function sdkAuthorization(request: SignableRequest, credentials: AwsCredentials, date: Date, region: string) {
  const signer = new SignatureV4({ service: 'dynamodb', region, credentials, sha256: Sha256 })
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: 'https:',
      hostname: request.headers.host ?? '',
      path: request.path,
      query: {},
      headers: { ...request.headers },
      body: request.body,
    },
    { signingDate: date },
  )
  return signed.headers as Record<string, string>
}

const longTermCredentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' }
const temporaryCredentials = {
  ...longTermCredentials,
  sessionToken: 'IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJH+token',
}

const jsonRequest = (target: string, body: string, host = 'dynamodb.eu-west-1.amazonaws.com'): SignableRequest => ({
  method: 'POST',
  path: '/',
  headers: {
    host,
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': `DynamoDB_20120810.${target}`,
    'content-length': String(Buffer.byteLength(body)),
  },
  body,
})

describe('signatureV4Headers', () => {
  const cases = [
    {
      name: 'a GetItem with long-term credentials',
      request: jsonRequest('GetItem', '{"TableName":"t","Key":{"pk":{"S":"a"},"sk":{"S":"b"}}}'),
      credentials: longTermCredentials,
      region: 'eu-west-1',
      date: new Date('2026-11-26T09:13:28.123Z'),
    },
    {
      name: 'a TransactWriteItems with a session token (as Lambda credentials are)',
      request: jsonRequest('TransactWriteItems', JSON.stringify({ TransactItems: [{ Put: { TableName: 't' } }] })),
      credentials: temporaryCredentials,
      region: 'eu-west-1',
      date: new Date('2026-01-01T00:00:00.000Z'),
    },
    {
      name: 'a body with characters outside ASCII (hashed as UTF-8)',
      request: jsonRequest('PutItem', JSON.stringify({ Item: { name: { S: 'Zoë — 日本語 🙂' } } })),
      credentials: temporaryCredentials,
      region: 'ap-south-1',
      date: new Date('2026-02-28T23:59:59.999Z'),
    },
    {
      name: 'a local endpoint with a port and an empty body',
      request: jsonRequest('ListTables', '', '127.0.0.1:8000'),
      credentials: longTermCredentials,
      region: 'us-east-1',
      date: new Date('2026-06-15T12:00:00.000Z'),
    },
  ]

  for (const { name, request, credentials, region, date } of cases) {
    it(`signs ${name} as the SDK signs it`, async () => {
      const ours = signatureV4Headers(request, { region, service: 'dynamodb', credentials, date })
      const sdk = await sdkAuthorization(request, credentials, date, region)
      expect(ours.authorization).toBe(sdk.authorization)
      expect(ours['x-amz-date']).toBe(sdk['x-amz-date'])
      expect(ours['x-amz-security-token']).toBe(sdk['x-amz-security-token'])
      expect(ours['x-amz-content-sha256']).toBe(sdk['x-amz-content-sha256'])
    })
  }

  it('gives another signature when the body, the day or the secret changes', () => {
    const scope = { region: 'eu-west-1', service: 'dynamodb', credentials: longTermCredentials, date: new Date(0) }
    const signature = (request: SignableRequest, changes: Partial<typeof scope> = {}) =>
      signatureV4Headers(request, { ...scope, ...changes }).authorization
    const base = signature(jsonRequest('GetItem', '{}'))
    expect(signature(jsonRequest('GetItem', '{ }'))).not.toBe(base)
    expect(signature(jsonRequest('GetItem', '{}'), { date: new Date(86_400_000) })).not.toBe(base)
    expect(
      signature(jsonRequest('GetItem', '{}'), { credentials: { ...longTermCredentials, secretAccessKey: 'other' } }),
    ).not.toBe(base)
    // The cached signing key follows the secret back.
    expect(signature(jsonRequest('GetItem', '{}'))).toBe(base)
  })

  it('dates requests in the basic ISO 8601 form, UTC', () => {
    expect(amzDate(new Date('2026-11-26T09:13:28.123Z'))).toBe('20261126T091328Z')
  })
})
