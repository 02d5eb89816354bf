import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rejection, startRecordingServer, testTransportOptions } from '../../../../tests/support/recording-server.ts'
import { S3HttpClient } from './s3-http-client.ts'

let server: Awaited<ReturnType<typeof startRecordingServer>>
let client: S3HttpClient

beforeAll(async () => {
  server = await startRecordingServer()
  client = new S3HttpClient(testTransportOptions(server.endpoint, 'token'))
})
afterAll(() => server.stop())
beforeEach(() => server.reset())

describe('S3HttpClient', () => {
  it('puts and gets an object by its path-style address, each key segment encoded once, signed', async () => {
    await client.putObject('uploads', 'org/files/a b+(1)/Zoë.md', 'text', 'text/markdown')
    server.replies.push({ status: 200, body: 'stored bytes' })
    const bytes = await client.getObject('uploads', 'org/files/a b+(1)/Zoë.md')
    expect(new TextDecoder().decode(bytes)).toBe('stored bytes')
    const [put, get] = server.received
    expect(put).toMatchObject({ method: 'PUT', url: '/uploads/org/files/a%20b%2B%281%29/Zo%C3%AB.md', body: 'text' })
    expect(put?.headers).toMatchObject({ 'content-type': 'text/markdown', 'content-length': '4' })
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request/,
    )
    expect(put?.headers['x-amz-security-token']).toBe('token')
    expect(get).toMatchObject({ method: 'GET', url: '/uploads/org/files/a%20b%2B%281%29/Zo%C3%AB.md' })
  })

  it("names S3's errors as the SDK does, and retries only what the SDK retries", async () => {
    const noSuchKey = '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The key &amp; all</Message></Error>'
    server.replies.push({ status: 404, body: noSuchKey })
    expect(await rejection(client.getObject('uploads', 'missing'))).toMatchObject({
      name: 'NoSuchKey',
      message: 'The key & all',
      $fault: 'client',
      $metadata: { httpStatusCode: 404, attempts: 1 },
    })
    server.replies.push({ status: 404 })
    expect(await rejection(client.headBucket('gone'))).toMatchObject({ name: 'NotFound' })
    server.replies.push({ status: 503, body: '<Error><Code>SlowDown</Code></Error>' }, { status: 200 })
    await client.headBucket('busy')
    expect(server.received.map((request) => request.method)).toEqual(['GET', 'HEAD', 'HEAD', 'HEAD'])
  })

  it('lists the keys under a prefix (ListObjectsV2) and deletes them in one call, reporting failures', async () => {
    server.replies.push({
      status: 200,
      body: '<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>p/a&amp;b</Key><Size>1</Size></Contents><Contents><Key>p/c</Key></Contents></ListBucketResult>',
    })
    const listed = await client.listObjects('uploads', 'p/', 1000)
    expect(listed).toEqual({ keys: ['p/a&b', 'p/c'], truncated: false })
    server.replies.push({
      status: 200,
      body: '<DeleteResult><Error><Key>p/c</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error></DeleteResult>',
    })
    expect(await client.deleteObjects('uploads', listed.keys)).toEqual([
      { Key: 'p/c', Code: 'AccessDenied', Message: 'Access Denied' },
    ])
    const [list, remove] = server.received
    expect(list?.url).toBe('/uploads?list-type=2&max-keys=1000&prefix=p%2F')
    expect(remove).toMatchObject({ method: 'POST', url: '/uploads?delete' })
    expect(remove?.body).toBe(
      '<Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Quiet>true</Quiet><Object><Key>p/a&amp;b</Key></Object><Object><Key>p/c</Key></Object></Delete>',
    )
    expect(remove?.headers['content-md5']).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })

  it('copies within the bucket by its copy-source header, and fails on an error S3 sends with 200', async () => {
    await client.copyObject('uploads', 'a/b c.md', 'd/e.md')
    expect(server.received[0]).toMatchObject({ method: 'PUT', url: '/uploads/d/e.md' })
    expect(server.received[0]?.headers['x-amz-copy-source']).toBe('uploads/a/b%20c.md')
    server.replies.push({ status: 200, body: '<Error><Code>InternalError</Code><Message>try again</Message></Error>' })
    expect(await rejection(client.copyObject('uploads', 'a', 'b'))).toMatchObject({ name: 'InternalError' })
  })
})
