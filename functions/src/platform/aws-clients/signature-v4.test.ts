import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto'
import { SignatureV4 } from '@smithy/signature-v4'
import { describe, expect, it } from 'vitest'
import {
  type AwsCredentials,
  amzDate,
  encodeUriPart,
  type SignableRequest,
  signatureV4Headers,
} from './signature-v4.ts'

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

async function sdkAuthorization(
  request: SignableRequest,
  credentials: AwsCredentials,
  date: Date,
  region: string,
  service = 'dynamodb',
) {
  // S3's client signs its paths as they are sent (`uriEscapePath: false`); the JSON protocols' `/` is the same either way.
  const signer = new SignatureV4({ service, region, credentials, sha256: Sha256, uriEscapePath: service !== 's3' })
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: 'https:',
      hostname: request.headers.host ?? '',
      path: request.path,
      query: { ...request.query },
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

  const s3Cases: Array<{ name: string; request: SignableRequest }> = [
    {
      name: 'an S3 PutObject of bytes under a key with spaces and non-ASCII characters',
      request: {
        method: 'PUT',
        path: `/uploads/${['org', 'files', 'a b (1)', 'Zoë.pdf'].map(encodeUriPart).join('/')}`,
        headers: { host: 's3.eu-west-1.amazonaws.com', 'content-type': 'application/pdf', 'content-length': '5' },
        body: new Uint8Array([0, 1, 2, 250, 255]),
      },
    },
    {
      name: 'an S3 ListObjectsV2 with a query',
      request: {
        method: 'GET',
        path: '/uploads',
        query: { 'list-type': '2', prefix: 'org/project one/', 'max-keys': '1000' },
        headers: { host: '127.0.0.1:4566' },
        body: '',
      },
    },
    {
      name: 'an S3 DeleteObjects (a sub-resource without a value)',
      request: {
        method: 'POST',
        path: '/uploads',
        query: { delete: '' },
        headers: {
          host: 's3.eu-west-1.amazonaws.com',
          'content-type': 'application/xml',
          'content-md5': 'nvxMnbfj0Tz3JbKsrv1Bnw==',
        },
        body: '<Delete><Quiet>true</Quiet><Object><Key>a&amp;b</Key></Object></Delete>',
      },
    },
  ]

  for (const { name, request } of s3Cases) {
    it(`signs ${name} as the SDK's S3 client signs it`, async () => {
      const date = new Date('2026-11-26T09:13:28.123Z')
      const scope = { region: 'eu-west-1', service: 's3', credentials: temporaryCredentials, date }
      const ours = signatureV4Headers(request, scope)
      const sdk = await sdkAuthorization(request, temporaryCredentials, date, 'eu-west-1', 's3')
      expect(ours.authorization).toBe(sdk.authorization)
      expect(ours['x-amz-content-sha256']).toBe(sdk['x-amz-content-sha256'])
    })
  }

  it('signs a Cognito call for its own service name', async () => {
    const body = JSON.stringify({ UserPoolId: 'eu-west-1_abc', Username: 'zoë@example.org' })
    const request: SignableRequest = {
      method: 'POST',
      path: '/',
      headers: {
        host: 'cognito-idp.eu-west-1.amazonaws.com',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    }
    const date = new Date('2026-11-26T09:13:28.123Z')
    const ours = signatureV4Headers(request, {
      region: 'eu-west-1',
      service: 'cognito-idp',
      credentials: temporaryCredentials,
      date,
    })
    const sdk = await sdkAuthorization(request, temporaryCredentials, date, 'eu-west-1', 'cognito-idp')
    expect(ours.authorization).toBe(sdk.authorization)
  })

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
