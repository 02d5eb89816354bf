import { createHash } from 'node:crypto'
import { escapeMarkup } from '@platform/shared/escape-markup'
import { encodeUriPart } from './signature-v4.ts'
import {
  AwsServiceError,
  type HttpAnswer,
  SignedHttpTransport,
  type SignedHttpTransportOptions,
} from './signed-http-transport.ts'

/** A key S3 could not delete, as its `DeleteObjects` answer lists it. */
export interface DeleteObjectFailure {
  Key: string
  Code: string
  Message: string
}

/**
 * The S3 calls the platform makes (objects read, written, copied, listed and deleted by key; a bucket's presence for
 * the health check), as S3's REST API with path-style addresses over the platform's signed HTTP transport, instead of
 * the runtime's `@aws-sdk/client-s3`, whose loading was ~130 ms of a cold start's CPU time in every function that
 * reads a stored file (the chat routes read the retrieval index; docs/decisions/0018). Errors are `AwsServiceError`s
 * named by S3's error code (`NoSuchKey`), or `NotFound` for a 404 without a body, as the SDK names them.
 *
 * Path-style (`/<bucket>/<key>`), because the local stand-in listens on 127.0.0.1, where virtual-hosted bucket names
 * cannot resolve; it is equally valid against AWS.
 */
export class S3HttpClient {
  private readonly transport: SignedHttpTransport

  constructor(options: SignedHttpTransportOptions) {
    this.transport = new SignedHttpTransport('s3', options)
  }

  async getObject(bucket: string, key: string): Promise<Uint8Array> {
    const answer = await this.send('GetObject', 'GET', bucket, key)
    return new Uint8Array(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength)
  }

  async putObject(bucket: string, key: string, body: string | Uint8Array, contentType: string): Promise<void> {
    await this.send('PutObject', 'PUT', bucket, key, { headers: { 'content-type': contentType }, body })
  }

  /** Copies an object within the bucket (metadata and content type with it, as S3's default `COPY` directive does). */
  async copyObject(bucket: string, sourceKey: string, targetKey: string): Promise<void> {
    const answer = await this.send('CopyObject', 'PUT', bucket, targetKey, {
      headers: { 'x-amz-copy-source': objectPath(bucket, sourceKey).slice(1) },
    })
    // A copy can fail after S3 has answered 200: the error is then the answer's body.
    const text = answer.body.toString('utf8')
    if (/<Error>/.test(text)) throw xmlServiceError(answer)
  }

  /** Deletes up to 1,000 keys in one call (quietly: only the failures are listed back). */
  async deleteObjects(bucket: string, keys: string[]): Promise<DeleteObjectFailure[]> {
    const objects = keys.map((key) => `<Object><Key>${escapeMarkup(key)}</Key></Object>`).join('')
    const body = `<Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Quiet>true</Quiet>${objects}</Delete>`
    const answer = await this.send('DeleteObjects', 'POST', bucket, undefined, {
      query: { delete: '' },
      // S3 refuses a DeleteObjects without a checksum of its body.
      headers: {
        'content-type': 'application/xml',
        'content-md5': createHash('md5').update(body).digest('base64'),
      },
      body,
    })
    return xmlElements(answer.body.toString('utf8'), 'Error').map((error) => ({
      Key: xmlText(error, 'Key') ?? '',
      Code: xmlText(error, 'Code') ?? '',
      Message: xmlText(error, 'Message') ?? '',
    }))
  }

  /** The first page (up to `maxKeys`, at most 1,000) of the keys under a prefix, in key order. */
  async listObjects(bucket: string, prefix: string, maxKeys = 1000): Promise<{ keys: string[]; truncated: boolean }> {
    const answer = await this.send('ListObjectsV2', 'GET', bucket, undefined, {
      query: { 'list-type': '2', prefix, 'max-keys': String(maxKeys) },
    })
    const text = answer.body.toString('utf8')
    return {
      keys: xmlElements(text, 'Contents').flatMap((entry) => xmlText(entry, 'Key') ?? []),
      truncated: xmlText(text, 'IsTruncated') === 'true',
    }
  }

  /** Succeeds when the bucket exists and the caller may use it (the health check's question). */
  async headBucket(bucket: string): Promise<void> {
    await this.send('HeadBucket', 'HEAD', bucket)
  }

  private send(
    operation: string,
    method: string,
    bucket: string,
    key?: string,
    request: { query?: Record<string, string>; headers?: Record<string, string>; body?: string | Uint8Array } = {},
  ): Promise<HttpAnswer> {
    return this.transport.call({
      operation,
      method,
      path: key === undefined ? `/${encodeUriPart(bucket)}` : objectPath(bucket, key),
      query: request.query,
      headers: request.headers ?? {},
      body: request.body,
      signed: true,
      errorOf: xmlServiceError,
    })
  }
}

/** `/<bucket>/<key>`, each segment of the key encoded and its slashes kept, as S3 (and its signature) want it. */
function objectPath(bucket: string, key: string): string {
  return `/${encodeUriPart(bucket)}/${key.split('/').map(encodeUriPart).join('/')}`
}

/** The error an S3 answer stands for: `<Error><Code>NoSuchKey</Code><Message>…` or, without a body (HEAD), its status. */
export function xmlServiceError({ status, headers, body }: HttpAnswer): AwsServiceError {
  const text = body.toString('utf8')
  const code = xmlText(text, 'Code')
  const name = code ?? (status === 404 ? 'NotFound' : String(status))
  const requestId = headers['x-amz-request-id']
  return new AwsServiceError(
    name,
    xmlText(text, 'Message') ?? `${name} (HTTP ${status})`,
    status,
    {},
    typeof requestId === 'string' ? requestId : undefined,
  )
}

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number.parseInt(name.slice(1), 10))
        : (xmlEntities[name.toLowerCase()] ?? ''),
  )
}

/** The raw contents of every `<tag>…</tag>`; S3's answers nest no element inside one of the same name. */
function xmlElements(xml: string, tag: string): string[] {
  return Array.from(xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g')), (match) => match[1] ?? '')
}

/** The text of the first `<tag>…</tag>`, unescaped. */
function xmlText(xml: string, tag: string): string | undefined {
  const [first] = xmlElements(xml, tag)
  return first === undefined ? undefined : unescapeXml(first)
}
