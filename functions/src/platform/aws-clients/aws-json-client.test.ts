import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rejection, startRecordingServer, testTransportOptions } from '../../../../tests/support/recording-server.ts'
import { AwsJsonClient } from './aws-json-client.ts'

let server: Awaited<ReturnType<typeof startRecordingServer>>
let client: AwsJsonClient

beforeAll(async () => {
  server = await startRecordingServer()
  client = new AwsJsonClient(
    {
      service: 'cognito-idp',
      targetPrefix: 'AWSCognitoIdentityProviderService',
      version: '1.1',
      unsignedOperations: new Set(['InitiateAuth']),
    },
    testTransportOptions(server.endpoint),
  )
})
afterAll(() => server.stop())
beforeEach(() => server.reset())

describe('AwsJsonClient (Cognito)', () => {
  it('signs admin operations and sends the ones Cognito serves without credentials unsigned, as the SDK does', async () => {
    server.replies.push({ status: 200, body: '{"User":{"Username":"a"}}' }, { status: 200, body: '{}' })
    expect(await client.call('AdminCreateUser', { UserPoolId: 'pool', Username: 'a' })).toEqual({
      User: { Username: 'a' },
    })
    await client.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH' })
    const [admin, initiate] = server.received
    expect(admin?.headers).toMatchObject({
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
    })
    expect(admin?.headers.authorization).toMatch(/\/eu-west-1\/cognito-idp\/aws4_request, SignedHeaders=/)
    expect(JSON.parse(admin?.body ?? '')).toEqual({ UserPoolId: 'pool', Username: 'a' })
    expect(initiate?.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.InitiateAuth')
    expect(initiate?.headers.authorization).toBeUndefined()
  })

  it("names errors as the SDK does: the error type header first, else the body's __type, without namespace or suffix", async () => {
    // cognito-local's shape, then Cognito's own (its header carries a documentation link after a colon).
    server.replies.push(
      { status: 400, body: '{"__type":"UserNotFoundException","message":"User not found."}' },
      {
        status: 400,
        headers: { 'x-amzn-errortype': 'NotAuthorizedException:http://internal.amazon.com/coral/com.amazon.coral/' },
        body: '{"message":"Incorrect username or password."}',
      },
    )
    expect(await rejection(client.call('AdminDeleteUser', {}))).toMatchObject({
      name: 'UserNotFoundException',
      message: 'User not found.',
      $metadata: { httpStatusCode: 400, attempts: 1 },
    })
    expect(await rejection(client.call('InitiateAuth', {}))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    })
    expect(server.received).toHaveLength(2)
  })
})
